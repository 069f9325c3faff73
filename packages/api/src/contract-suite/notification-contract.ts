import { beforeAll, describe, expect, it } from 'vitest';

import {
  changeNotificationSettings,
  fetchNotifications,
  fetchNotificationSettings,
  fetchUnreadCount,
  markNotificationsRead,
  unsubscribeMail,
} from '../contract/notification';
import { createIssue, reopenIssue, resolveIssue } from '../contract/issue';
import { approveMilestone, payMilestone, startMilestone } from '../contract/milestone';
import { completeProject } from '../contract/project';
import { fetchProfile } from '../contract/user';
import type { ApiClient } from '../client';
import { type NotificationKind, notificationKinds } from '../schemas/notification';
import { type ContractSessions, createGuestClient, expectApiError } from './session';
import { deliverFirstMilestone, proposeOnNewJob, startProject } from './start-project';
import type { ContractTarget } from './target';

/**
 * Notifications (decision 1200): a proposal on the client's job reaches the client's list and
 * count; each side reads only their own; one or all are marked read.
 */
export function describeNotificationContract(target: ContractTarget, sessions: ContractSessions) {
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

    // proves: NOTIFY-SETTINGS
    it('answers every kind with its channel, in the app only until changed, and changes the kinds named', async () => {
      const before = await provider().call(fetchNotificationSettings);
      expect(before.channels.map((item) => item.kind)).toEqual([...notificationKinds]);
      const changed = await provider().call(changeNotificationSettings, {
        body: {
          language: 'zh',
          channels: [
            { kind: 'proposal_accepted', channel: 'mail' },
            { kind: 'milestone_paid', channel: 'digest' },
          ],
        },
      });
      expect(changed.language).toBe('zh');
      const channelOf = (kind: string) => changed.channels.find((item) => item.kind === kind)?.channel;
      expect(channelOf('proposal_accepted')).toBe('mail');
      expect(channelOf('milestone_paid')).toBe('digest');
      expect(channelOf('issue_opened')).toBe(
        before.channels.find((item) => item.kind === 'issue_opened')?.channel,
      );
      expect(await provider().call(fetchNotificationSettings)).toEqual(changed);
      // Only the language: the channels stay.
      const english = await provider().call(changeNotificationSettings, { body: { language: 'en' } });
      expect(english.channels).toEqual(changed.channels);
      await expectApiError(
        provider().call(changeNotificationSettings, {
          body: { channels: [{ kind: 'proposal_received', channel: 'loud' as 'mail' }] },
        }),
        400,
        'VALIDATION_FAILED',
        ['channels.0.channel'],
      );
      await expectApiError(
        provider().call(changeNotificationSettings, {
          body: {
            channels: [
              { kind: 'proposal_received', channel: 'mail' },
              { kind: 'proposal_received', channel: 'off' },
            ],
          },
        }),
        400,
        'VALIDATION_FAILED',
        ['channels'],
      );
    });

    // proves: NOTIFY-OFF
    it('writes nothing for a kind turned off', async () => {
      await client().call(changeNotificationSettings, {
        body: { channels: [{ kind: 'proposal_received', channel: 'off' }] },
      });
      const before = (await client().call(fetchUnreadCount)).unread_count;
      await proposeOnNewJob(sessions, 'Contract suite: nobody told', 9_000);
      expect((await client().call(fetchUnreadCount)).unread_count).toBe(before);
      await client().call(changeNotificationSettings, {
        body: { channels: [{ kind: 'proposal_received', channel: 'in_app' }] },
      });
    });

    /** The caller's notifications of one kind about one project. */
    const aboutProject = async (user: ApiClient, kind: NotificationKind, projectId: string) =>
      (await user.call(fetchNotifications, { query: { kind, page_size: 50 } })).items.filter(
        (item) => item.subject.project_id === projectId,
      );

    // proves: NOTIFY-WITH-CHANGE
    it('tells the other side once when work starts, an issue reopens and the project completes with its score; a refused step tells nobody', async () => {
      const title = 'Contract suite: the other side hears';
      const project = await startProject(sessions, title, 11_000);
      const { milestoneId } = await deliverFirstMilestone(sessions, project.id);
      await expectApiError(
        provider().call(startMilestone, { body: { milestone_id: milestoneId } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const started = await aboutProject(client(), 'milestone_started', project.id);
      expect(started).toHaveLength(1);
      expect(started[0]).toMatchObject({
        subject: { milestone_id: milestoneId },
        title: 'The fix',
        read_at: null,
      });
      expect(await aboutProject(provider(), 'milestone_started', project.id)).toHaveLength(0);

      const issue = await client().call(createIssue, {
        body: { project_id: project.id, title: 'Footer overlaps', description: 'On phones.' },
      });
      await provider().call(resolveIssue, { body: { issue_id: issue.id } });
      await client().call(reopenIssue, { body: { issue_id: issue.id } });
      await expectApiError(
        client().call(reopenIssue, { body: { issue_id: issue.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const reopened = await aboutProject(provider(), 'issue_reopened', project.id);
      expect(reopened).toHaveLength(1);
      expect(reopened[0]).toMatchObject({ subject: { issue_id: issue.id }, title: 'Footer overlaps' });
      expect(await aboutProject(client(), 'issue_reopened', project.id)).toHaveLength(0);

      await client().call(approveMilestone, { body: { milestone_id: milestoneId } });
      await client().call(payMilestone, {
        body: { milestone_id: milestoneId, idempotency_key: `pay-${project.id}` },
      });
      await client().call(completeProject, { body: { project_id: project.id, score: 87 } });
      await expectApiError(
        client().call(completeProject, { body: { project_id: project.id, score: 10 } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const completed = await aboutProject(provider(), 'project_completed', project.id);
      expect(completed).toHaveLength(1);
      expect(completed[0]).toMatchObject({ subject: { project_id: project.id, score: 87 }, title });
      expect(await aboutProject(client(), 'project_completed', project.id)).toHaveLength(0);
    });

    // proves: NOTIFY-UNSUBSCRIBE
    it('mails a kind set to mail, and its link unsubscribes without signing in', async () => {
      const anonymous = createGuestClient(target);
      await expectApiError(
        anonymous.call(unsubscribeMail, { query: { token: 'not-a-real-token' } }),
        400,
        'VALIDATION_FAILED',
        ['token'],
      );
      if (!target.mailsTo) return;
      const email = (await client().call(fetchProfile)).account.basic.email.address;
      await client().call(changeNotificationSettings, {
        body: { language: 'en', channels: [{ kind: 'proposal_received', channel: 'mail' }] },
      });
      const mailedBefore = (await target.mailsTo(email)).length;
      await proposeOnNewJob(sessions, 'Contract suite: mail me', 9_500);
      let mails = await target.mailsTo(email);
      for (let tries = 0; mails.length === mailedBefore && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mails = await target.mailsTo(email);
      }
      const mail = mails.at(-1)!;
      expect(mails.length).toBe(mailedBefore + 1);
      expect(mail.subject).toContain('Contract suite: mail me');
      const token = new URL(mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0]).searchParams.get(
        'token',
      )!;
      expect(await anonymous.call(unsubscribeMail, { query: { token } })).toEqual({
        kind: 'proposal_received',
      });
      // Again: nothing more changes.
      expect(await anonymous.call(unsubscribeMail, { query: { token } })).toEqual({
        kind: 'proposal_received',
      });
      const after = await client().call(fetchNotificationSettings);
      expect(after.channels.find((item) => item.kind === 'proposal_received')?.channel).toBe('in_app');
    });
  });
}
