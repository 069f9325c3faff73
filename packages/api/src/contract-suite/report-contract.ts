import { beforeAll, describe, expect, it } from 'vitest';

import {
  actOnReport,
  dismissReport,
  fetchAuditLog,
  fetchReportQueue,
  hideContent,
  restoreContent,
} from '../contract/console';
import { completeProject } from '../contract/project';
import { submitReport } from '../contract/report';
import { createProposal } from '../contract/proposal';
import { createRequest, fetchRequest, searchRequests } from '../contract/request';
import { fetchPublicProfile, fetchUserReviews, submitReview } from '../contract/review';
import { fetchProfile } from '../contract/user';
import {
  createGuestClient,
  createSession,
  expectApiError,
  type ContractSessions,
  type Session,
} from './session';
import { payFirstMilestone, smallJob, startProject } from './start-project';
import type { ContractTarget } from './target';

/**
 * Reports and hidden content (decision 1504): a user reports a job post once (REPORT-ONE-OPEN), the
 * console triages it (REPORT-TRIAGE), hides the post for all but its client and administrators
 * (HIDDEN-JOB-POST) and restores it (HIDE-RESTORE); a hidden review leaves the profile and its
 * rating (REVIEW-HIDDEN); each action's audit line commits with it. The 403 of each console call
 * to non-administrators is walked with the other console calls (dispute-contract.ts).
 */
export function describeReportContract(target: ContractTarget, sessions: ContractSessions) {
  describe('report', () => {
    let admin: Session;
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    beforeAll(async () => {
      admin = createSession(target, await target.signIn('admin'));
    });

    const auditOf = async (subjectId: string) =>
      (await admin.client.call(fetchAuditLog, { query: { page_size: 100 } })).items.filter(
        (entry) => entry.subject_id === subjectId,
      );
    const onBoard = async (caller: typeof client, title: string) =>
      (await caller().call(searchRequests, { query: { keyword: title, page_size: 100 } })).items.map(
        (request) => request.title,
      );

    // proves: REPORT-ONE-OPEN
    it('takes one open report per reporter and target; again says so; none of one’s own; a bad body names the field', async () => {
      const post = await client().call(createRequest, { body: smallJob('Contract suite: reported twice') });
      const report = await provider().call(submitReport, {
        body: { target_type: 'job_post', target_id: post.id, reason: 'spam', detail: 'Same post every day.' },
      });
      expect(report).toMatchObject({
        target_type: 'job_post',
        target_id: post.id,
        status: 'OPEN',
        reason: 'spam',
      });
      const again = await expectApiError(
        provider().call(submitReport, {
          body: { target_type: 'job_post', target_id: post.id, reason: 'scam' },
        }),
        409,
        'CONFLICT',
      );
      expect(again.message).toContain('already reported');
      await expectApiError(
        client().call(submitReport, {
          body: { target_type: 'job_post', target_id: post.id, reason: 'spam' },
        }),
        409,
        'CONFLICT',
      );
      await expectApiError(
        provider().call(submitReport, {
          body: { target_type: 'job_post', target_id: post.id, reason: 'nonsense' as 'spam' },
        }),
        400,
        'VALIDATION_FAILED',
        ['reason'],
      );
      await expectApiError(
        provider().call(submitReport, {
          body: { target_type: 'message', target_id: 'no-such-message', reason: 'spam' },
        }),
        404,
        'NOT_FOUND',
      );
      const queue = await admin.client.call(fetchReportQueue, { query: { page_size: 100 } });
      expect(queue.items.filter((item) => item.target_id === post.id)).toHaveLength(1);
      expect(queue.items.find((item) => item.id === report.id)).toMatchObject({
        status: 'OPEN',
        detail: 'Same post every day.',
        target: { label: 'Contract suite: reported twice', hidden: null },
        resolution: null,
      });
    });

    // proves: HIDDEN-JOB-POST
    it('acts on a report: the post is hidden from others, its client sees why; restored, it is back', async () => {
      const title = `Contract suite hidden post ${Date.now()}`;
      const post = await client().call(createRequest, { body: smallJob(title) });
      const report = await provider().call(submitReport, {
        body: { target_type: 'job_post', target_id: post.id, reason: 'off_platform' },
      });
      expect(await onBoard(provider, title)).toEqual([title]);
      await expectApiError(
        admin.client.call(actOnReport, {
          body: { report_id: report.id, action: 'hide_review', reason: 'No.' },
        }),
        409,
        'CONFLICT',
      );
      await expectApiError(
        admin.client.call(actOnReport, {
          body: { report_id: report.id, action: 'suspend_user', reason: 'No.' },
        }),
        400,
        'VALIDATION_FAILED',
        ['until'],
      );
      const acted = await admin.client.call(actOnReport, {
        body: { report_id: report.id, action: 'hide_job_post', reason: 'Asks for payment off the platform.' },
      });
      expect(acted).toMatchObject({
        status: 'ACTED',
        target: { hidden: { reason: 'Asks for payment off the platform.' } },
        resolution: { action: 'hide_job_post', note: 'Asks for payment off the platform.' },
      });
      expect(await onBoard(provider, title)).toEqual([]);
      await expectApiError(
        provider().call(fetchRequest, { query: { request_id: post.id } }),
        404,
        'NOT_FOUND',
      );
      // Nor can a provider propose on it by a direct call.
      await expectApiError(
        provider().call(createProposal, {
          body: {
            request_id: post.id,
            price_cents: 15_000,
            currency: 'USD',
            duration_days: 5,
            notes: 'On a hidden post',
            milestones: [
              { title: 'All of it', description: '', amount_cents: 15_000, due_date: '2030-01-01' },
            ],
            payment_plan: 'per_milestone',
          },
        }),
        404,
        'NOT_FOUND',
      );
      await expect(client().call(fetchRequest, { query: { request_id: post.id } })).resolves.toMatchObject({
        hidden: { reason: 'Asks for payment off the platform.' },
      });
      await expect(
        admin.client.call(fetchRequest, { query: { request_id: post.id } }),
      ).resolves.toMatchObject({
        id: post.id,
      });
      const mine = await client().call(searchRequests, { query: { scope: 'mine', keyword: title } });
      expect(mine.items.map((item) => item.id)).toEqual([post.id]);
      const closed = await admin.client.call(fetchReportQueue, {
        query: { status: 'closed', page_size: 100 },
      });
      expect(closed.items.map((item) => item.id)).toContain(report.id);
      await expectApiError(
        admin.client.call(dismissReport, { body: { report_id: report.id, note: 'Too late.' } }),
        409,
        'CONFLICT',
      );

      await expectApiError(
        admin.client.call(hideContent, {
          body: { subject_type: 'job_post', subject_id: post.id, reason: 'Twice.' },
        }),
        409,
        'CONFLICT',
      );
      const restored = await admin.client.call(restoreContent, {
        body: { subject_type: 'job_post', subject_id: post.id, reason: 'Client explained.' },
      });
      expect(restored).toEqual({ subject_type: 'job_post', subject_id: post.id, hidden: null });
      expect(await onBoard(provider, title)).toEqual([title]);
      await expectApiError(
        admin.client.call(restoreContent, { body: { subject_type: 'job_post', subject_id: post.id } }),
        409,
        'CONFLICT',
      );
      expect((await auditOf(post.id)).map((entry) => [entry.action, entry.reason, entry.details])).toEqual([
        ['job_post_restored', 'Client explained.', {}],
        ['job_post_hidden', 'Asks for payment off the platform.', { report_id: report.id }],
      ]);
    });

    // proves: REPORT-TRIAGE
    it('closes a report once: of a dismissal and an action at once, one wins and only its line is written', async () => {
      const post = await client().call(createRequest, { body: smallJob('Contract suite: triaged at once') });
      const report = await provider().call(submitReport, {
        body: { target_type: 'job_post', target_id: post.id, reason: 'inappropriate' },
      });
      await expectApiError(
        admin.client.call(dismissReport, { body: { report_id: report.id, note: '   ' } }),
        400,
        'VALIDATION_FAILED',
        ['note'],
      );
      const results = await Promise.allSettled([
        admin.client.call(dismissReport, { body: { report_id: report.id, note: 'Fine as it is.' } }),
        admin.client.call(actOnReport, {
          body: { report_id: report.id, action: 'hide_job_post', reason: 'Hide.' },
        }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const dismissed = results[0].status === 'fulfilled';
      const seen = await client().call(fetchRequest, { query: { request_id: post.id } });
      // The action's write and its audit line commit together or not at all.
      expect(seen.hidden === null).toBe(dismissed);
      expect((await auditOf(post.id)).map((entry) => entry.action)).toEqual(
        dismissed ? [] : ['job_post_hidden'],
      );
      expect((await auditOf(report.id)).map((entry) => entry.action)).toEqual(
        dismissed ? ['report_dismissed'] : [],
      );
      const closed = await admin.client.call(fetchReportQueue, {
        query: { status: 'closed', page_size: 100 },
      });
      expect(closed.items.find((item) => item.id === report.id)).toMatchObject({
        status: dismissed ? 'DISMISSED' : 'ACTED',
      });
    });

    // proves: REVIEW-HIDDEN
    it('hides a reported review from the profile, its list and its rating; restored, it counts again', async () => {
      const project = await startProject(sessions, 'Contract suite: a reported review', 15_000);
      await payFirstMilestone(sessions, project.id);
      await client().call(completeProject, { body: { project_id: project.id, score: 90 } });
      const review = await client().call(submitReview, {
        body: { project_id: project.id, rating: 1, comment: 'Contract suite: rude words.' },
      });
      await provider().call(submitReview, {
        body: { project_id: project.id, rating: 5, comment: 'Fine client.' },
      });
      const flid = (await provider().call(fetchProfile)).account.basic.FLID.identity;
      const guest = createGuestClient(target);
      const listed = async () =>
        (await guest.call(fetchUserReviews, { query: { flid, page_size: 100 } })).items.map(
          (item) => item.id,
        );
      const before = await guest.call(fetchPublicProfile, { query: { flid } });
      expect(await listed()).toContain(review.id);

      const report = await provider().call(submitReport, {
        body: { target_type: 'review', target_id: review.id, reason: 'harassment', detail: 'Insults.' },
      });
      await admin.client.call(actOnReport, {
        body: { report_id: report.id, action: 'hide_review', reason: 'Insults the provider.' },
      });
      expect(await listed()).not.toContain(review.id);
      const hidden = await guest.call(fetchPublicProfile, { query: { flid } });
      expect(hidden.review_count).toBe(before.review_count - 1);

      await admin.client.call(restoreContent, { body: { subject_type: 'review', subject_id: review.id } });
      expect(await listed()).toContain(review.id);
      await expect(guest.call(fetchPublicProfile, { query: { flid } })).resolves.toMatchObject({
        review_count: before.review_count,
        average_rating: before.average_rating,
      });
      expect((await auditOf(review.id)).map((entry) => entry.action)).toEqual([
        'review_restored',
        'review_hidden',
      ]);
    });
  });
}
