import { describe, expect, it } from 'vitest';

import { MAX_TALENT_LIST_PROVIDERS, MAX_TALENT_LISTS } from '../constants';
import { planListInvitation, refuseNewTalentList, refuseTalentListProvider } from './talent-list';

const recruiting = { clientId: 'me', status: 'RECRUITING' as const };
const invitee = (providerId: string, over: { alreadyInvited?: boolean; alreadyProposed?: boolean } = {}) => ({
  providerId,
  alreadyInvited: false,
  alreadyProposed: false,
  ...over,
});

describe('talent lists (decision 2201)', () => {
  it('keeps at most MAX_TALENT_LISTS lists', () => {
    expect(refuseNewTalentList(MAX_TALENT_LISTS - 1)).toBeNull();
    expect(refuseNewTalentList(MAX_TALENT_LISTS)).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('saves anyone but the owner, at most MAX_TALENT_LIST_PROVIDERS a list; one already on it passes', () => {
    const full = { meId: 'me', providerId: 'ada', kept: MAX_TALENT_LIST_PROVIDERS, alreadyOn: false };
    expect(refuseTalentListProvider({ ...full, kept: 0 })).toBeNull();
    expect(refuseTalentListProvider(full)).toMatchObject({ status: 409 });
    expect(refuseTalentListProvider({ ...full, alreadyOn: true })).toBeNull();
    expect(refuseTalentListProvider({ ...full, kept: 0, providerId: 'me' })).toMatchObject({
      status: 400,
      field: 'provider_id',
    });
  });

  it('invites each provider by the invitation rules, skipping the already invited and proposed', () => {
    expect(
      planListInvitation('me', recruiting, [
        invitee('ada'),
        invitee('lin', { alreadyInvited: true }),
        invitee('bo', { alreadyProposed: true }),
        invitee('cy'),
      ]),
    ).toEqual({ invite: ['ada', 'cy'], skipped: 2 });
  });

  it("refuses the whole call for another's job, a job not recruiting, or an empty list", () => {
    expect(planListInvitation('me', { ...recruiting, clientId: 'grace' }, [invitee('ada')])).toEqual({
      refusal: expect.objectContaining({ status: 403 }),
    });
    expect(planListInvitation('me', { ...recruiting, status: 'CLOSED' }, [invitee('ada')])).toEqual({
      refusal: expect.objectContaining({ status: 409, code: 'INVALID_STATE_TRANSITION' }),
    });
    expect(planListInvitation('me', recruiting, [])).toEqual({
      refusal: expect.objectContaining({ status: 409, code: 'CONFLICT' }),
    });
  });
});
