import { beforeAll, describe, expect, it } from 'vitest';

import { fetchNotifications, fetchUnreadCount, markNotificationsRead } from '../contract/notification';
import { type ContractSessions, expectApiError } from './session';
import { proposeOnNewJob } from './start-project';

/**
 * Notifications (decision 1200): a proposal on the client's job reaches the client's list and
 * count; each side reads only their own; one or all are marked read.
 */
export function describeNotificationContract(sessions: ContractSessions) {
  describe('notification', () => {
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;
    const ids = { request: '', proposal: '' };
    let countBefore = 0;

    beforeAll(async () => {
      countBefore = (await client().call(fetchUnreadCount)).unread_count;
      const { request, proposal } = await proposeOnNewJob(
        sessions,
        'Contract suite: notify the client',
        12_000,
      );
      ids.request = request.id;
      ids.proposal = proposal.id;
    });

    // proves: NOTIFY-WITH-CHANGE
    it('tells the client of a proposal on their job, newest first, unread', async () => {
      expect((await client().call(fetchUnreadCount)).unread_count).toBe(countBefore + 1);
      const page = await client().call(fetchNotifications, { query: { page_size: 5 } });
      expect(page.items[0]).toMatchObject({
        kind: 'proposal_received',
        subject: { request_id: ids.request, proposal_id: ids.proposal },
        title: 'Contract suite: notify the client',
        read_at: null,
      });
      const received = await client().call(fetchNotifications, {
        query: { filter: 'unread', kind: 'proposal_received' },
      });
      expect(received.items.every((item) => item.kind === 'proposal_received' && !item.read_at)).toBe(true);
      const theirs = await provider().call(fetchNotifications, { query: { kind: 'proposal_received' } });
      expect(theirs.items.some((item) => item.subject.proposal_id === ids.proposal)).toBe(false);
    });

    it('marks one read, then all, and refuses another user’s', async () => {
      const [first] = (await client().call(fetchNotifications, { query: { filter: 'unread' } })).items;
      const before = (await client().call(fetchUnreadCount)).unread_count;
      await expectApiError(
        provider().call(markNotificationsRead, { body: { notification_id: first!.id } }),
        404,
        'NOT_FOUND',
      );
      const afterOne = await client().call(markNotificationsRead, { body: { notification_id: first!.id } });
      expect(afterOne.unread_count).toBe(before - 1);
      const afterAll = await client().call(markNotificationsRead, { body: { all: true } });
      expect(afterAll.unread_count).toBe(0);
      expect((await client().call(fetchNotifications, { query: { filter: 'unread' } })).total).toBe(0);
    });
  });
}
