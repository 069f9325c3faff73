import { describe, expect, it } from 'vitest';

import { invitationStatusOf, refuseDecline, refuseInvitation } from './invitation';

const candidate = {
  meId: 'client',
  request: { clientId: 'client', status: 'RECRUITING' as const },
  providerId: 'provider',
  alreadyInvited: false,
  alreadyProposed: false,
};

describe('invitation rules', () => {
  it('lets a client invite another user to their RECRUITING request', () => {
    expect(refuseInvitation(candidate)).toBeNull();
  });

  // proves: INVITATION-STATES
  it("refuses someone else's request, themselves, a request past RECRUITING, and a second invitation", () => {
    expect(refuseInvitation({ ...candidate, meId: 'other' })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refuseInvitation({ ...candidate, providerId: 'client' })).toMatchObject({
      status: 400,
      field: 'provider_id',
    });
    expect(
      refuseInvitation({ ...candidate, request: { clientId: 'client', status: 'ONGOING' } }),
    ).toMatchObject({ status: 409, code: 'INVALID_STATE_TRANSITION' });
    expect(refuseInvitation({ ...candidate, alreadyInvited: true })).toMatchObject({
      status: 409,
      message: 'This provider is already invited to this job',
    });
    expect(refuseInvitation({ ...candidate, alreadyProposed: true })).toMatchObject({ code: 'CONFLICT' });
  });

  // proves: INVITATION-STATES
  it('reads a PENDING invitation as EXPIRED once its request left RECRUITING, and keeps answers', () => {
    expect(invitationStatusOf('PENDING', 'RECRUITING')).toBe('PENDING');
    expect(invitationStatusOf('PENDING', 'CLOSED')).toBe('EXPIRED');
    expect(invitationStatusOf('PROPOSED', 'ONGOING')).toBe('PROPOSED');
    expect(invitationStatusOf('DECLINED', 'CLOSED')).toBe('DECLINED');
  });

  it('lets only the invited provider decline, only while PENDING', () => {
    expect(refuseDecline({ providerId: 'p', status: 'PENDING' }, 'p')).toBeNull();
    expect(refuseDecline({ providerId: 'p', status: 'PENDING' }, 'x')).toMatchObject({ status: 403 });
    expect(refuseDecline({ providerId: 'p', status: 'EXPIRED' }, 'p')).toMatchObject({ status: 409 });
  });
});
