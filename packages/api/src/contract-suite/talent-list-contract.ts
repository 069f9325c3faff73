import { beforeAll, describe, expect, it } from 'vitest';

import { fetchInvitations, sendInvitation } from '../contract/invitation';
import { fetchNotifications } from '../contract/notification';
import { closeRequest, createRequest, fetchRequest } from '../contract/request';
import {
  addProviderToTalentList,
  createTalentList,
  deleteTalentList,
  fetchTalentList,
  fetchTalentLists,
  inviteTalentList,
  removeProviderFromTalentList,
  renameTalentList,
} from '../contract/talent-list';
import { fetchProfile } from '../contract/user';
import { freshAccountWithPassword } from './fresh-account';
import { type ContractSessions, expectApiError, type Session } from './session';
import type { ContractTarget } from './target';

const inviteOnlyJob = (title: string) => ({
  title,
  description_html: '<p>A booking page for a small studio.</p>',
  category: 'Web development',
  skills: ['React'],
  budget_type: 'fixed' as const,
  budget_min_cents: 40_000,
  budget_max_cents: 80_000,
  expected_duration: '1_to_4_weeks' as const,
  visibility: 'invite_only' as const,
});

const userIdOf = async (session: Session) => (await session.client.call(fetchProfile)).account.basic.user_id;

/**
 * Talent lists (decision 2201): a client's named lists of providers, private to them; a whole list
 * invited to one job by the invitation rules, in one go, the already invited skipped.
 */
export function describeTalentListContract(target: ContractTarget, sessions: ContractSessions) {
  describe('talent-list', () => {
    const client = () => sessions.client.client;
    const ids = { provider: '', client: '' };
    beforeAll(async () => {
      ids.provider = await userIdOf(sessions.provider);
      ids.client = await userIdOf(sessions.client);
    });

    // proves: TALENT-LIST-PRIVATE
    it('keeps providers in a named list its owner alone lists, reads, renames, changes and deletes', async () => {
      const made = await client().call(createTalentList, {
        body: { name: 'Contract suite: React people', provider_id: ids.provider },
      });
      expect(made).toMatchObject({
        name: 'Contract suite: React people',
        provider_count: 1,
        includes_provider: true,
      });
      const mine = await client().call(fetchTalentLists, {
        query: { provider_id: ids.provider, page_size: 100 },
      });
      expect(mine.items.find((item) => item.id === made.id)).toMatchObject({
        provider_count: 1,
        includes_provider: true,
      });
      const detail = await client().call(fetchTalentList, { query: { talent_list_id: made.id } });
      expect(detail.providers).toEqual([
        expect.objectContaining({ provider: expect.objectContaining({ user_id: ids.provider }) }),
      ]);

      // Saving the same provider again changes nothing; saving oneself is refused on its field.
      const again = await client().call(addProviderToTalentList, {
        body: { talent_list_id: made.id, provider_id: ids.provider },
      });
      expect(again.provider_count).toBe(1);
      await expectApiError(
        client().call(addProviderToTalentList, {
          body: { talent_list_id: made.id, provider_id: ids.client },
        }),
        400,
        'VALIDATION_FAILED',
        ['provider_id'],
      );
      await expectApiError(
        client().call(createTalentList, { body: { name: '   ' } }),
        400,
        'VALIDATION_FAILED',
        ['name'],
      );

      // Anyone else: the list is as unknown as a missing one, and absent from their own lists.
      const stranger = sessions.provider.client;
      const theirs = await stranger.call(fetchTalentLists, { query: { page_size: 100 } });
      expect(theirs.items.map((item) => item.id)).not.toContain(made.id);
      const refusals = [
        () => stranger.call(fetchTalentList, { query: { talent_list_id: made.id } }),
        () => stranger.call(renameTalentList, { body: { talent_list_id: made.id, name: 'Mine now' } }),
        () =>
          stranger.call(addProviderToTalentList, {
            body: { talent_list_id: made.id, provider_id: ids.client },
          }),
        () =>
          stranger.call(removeProviderFromTalentList, {
            body: { talent_list_id: made.id, provider_id: ids.provider },
          }),
        () => stranger.call(deleteTalentList, { query: { talent_list_id: made.id } }),
      ];
      // One after the other: each refusal awaited as it is made.
      for (const refused of refusals) await expectApiError(refused(), 404, 'NOT_FOUND');
      expect(
        (await client().call(fetchTalentList, { query: { talent_list_id: made.id } })).providers,
      ).toHaveLength(1);

      const renamed = await client().call(renameTalentList, {
        body: { talent_list_id: made.id, name: 'Contract suite: React shortlist' },
      });
      expect(renamed).toMatchObject({ id: made.id, name: 'Contract suite: React shortlist' });
      const emptied = await client().call(removeProviderFromTalentList, {
        body: { talent_list_id: made.id, provider_id: ids.provider },
      });
      expect(emptied).toMatchObject({ provider_count: 0, includes_provider: false });
      expect(await client().call(deleteTalentList, { query: { talent_list_id: made.id } })).toEqual({
        ok: true,
      });
      await expectApiError(
        client().call(fetchTalentList, { query: { talent_list_id: made.id } }),
        404,
        'NOT_FOUND',
      );
    });

    // proves: TALENT-LIST-INVITE
    it('invites a whole list to a job by the invitation rules, skipping the already invited', async () => {
      const other = await freshAccountWithPassword(target, 'talent');
      const otherId = await userIdOf(other.session);
      const job = await client().call(createRequest, {
        body: inviteOnlyJob('Contract suite: studio booking'),
      });
      const list = await client().call(createTalentList, {
        body: { name: 'Contract suite: studio', provider_id: ids.provider },
      });
      await client().call(addProviderToTalentList, {
        body: { talent_list_id: list.id, provider_id: otherId },
      });
      await client().call(sendInvitation, { body: { request_id: job.id, provider_id: ids.provider } });

      const result = await client().call(inviteTalentList, {
        body: { talent_list_id: list.id, request_id: job.id, message: 'Your studio work fits this.' },
      });
      expect(result).toEqual({ invited_count: 1, skipped_count: 1 });
      const received = await other.session.client.call(fetchInvitations, {
        query: { scope: 'received', page_size: 50 },
      });
      expect(received.items.filter((item) => item.request.id === job.id)).toEqual([
        expect.objectContaining({ status: 'PENDING', message: 'Your studio work fits this.' }),
      ]);
      // The invited provider sees the invite-only job, and was told.
      expect((await other.session.client.call(fetchRequest, { query: { request_id: job.id } })).id).toBe(
        job.id,
      );
      const told = await other.session.client.call(fetchNotifications, {
        query: { kind: 'invitation_received', page_size: 50 },
      });
      expect(told.items.some((item) => item.subject.request_id === job.id)).toBe(true);

      // Again: everyone is invited already.
      expect(
        await client().call(inviteTalentList, { body: { talent_list_id: list.id, request_id: job.id } }),
      ).toEqual({ invited_count: 0, skipped_count: 2 });

      // Another's job, an empty list and a closed job refuse the whole call.
      const theirs = await other.session.client.call(createRequest, {
        body: inviteOnlyJob('Contract suite: not yours'),
      });
      await expectApiError(
        client().call(inviteTalentList, { body: { talent_list_id: list.id, request_id: theirs.id } }),
        403,
        'FORBIDDEN',
      );
      const empty = await client().call(createTalentList, { body: { name: 'Contract suite: nobody yet' } });
      await expectApiError(
        client().call(inviteTalentList, { body: { talent_list_id: empty.id, request_id: job.id } }),
        409,
        'CONFLICT',
      );
      await client().call(closeRequest, { body: { request_id: job.id } });
      await expectApiError(
        client().call(inviteTalentList, { body: { talent_list_id: list.id, request_id: job.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await client().call(deleteTalentList, { query: { talent_list_id: list.id } });
      await client().call(deleteTalentList, { query: { talent_list_id: empty.id } });
    });
  });
}
