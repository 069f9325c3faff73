import { describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType } from '../../constants';
import { fetchHistory, fetchWorkspaceSummary } from '../../contract/activity';
import { commentIssue, createIssue, fetchIssues, resolveIssue } from '../../contract/issue';
import {
  approveMilestone,
  deliverMilestone,
  fundMilestone,
  payMilestone,
  startMilestone,
} from '../../contract/milestone';
import { fetchPaymentHistory } from '../../contract/payment';
import { closeProject, fetchProject } from '../../contract/project';
import { acceptProposal, confirmProposal, createProposal } from '../../contract/proposal';
import { createRequest } from '../../contract/request';
import { type ContractSessions, expectApiError } from '../session';

const MARKED = MoneyCollectingMethodType.MARKED_AS_PAID;
const newKey = () => `deliver-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Delivering a project (issue 13): money keys bound to their call, five parallel identical money
 * calls moving money once, issues linked to milestones, finished projects, workspace and history.
 */
export function describeDeliverFlow(sessions: ContractSessions) {
  describe('flow: deliver', () => {
    const ids = { request: '', project: '', first: '', second: '', third: '', issue: '', fundKey: '' };
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    it('starts a project with three milestones', async () => {
      const request = await client().call(createRequest, {
        body: {
          title: 'Contract suite: deliver a booking widget',
          description_html: '<p>Embeddable, with a calendar.</p>',
          category: 'Web development',
          skills: ['React'],
          budget_type: 'fixed',
          budget_min_cents: 30_000,
          budget_max_cents: 60_000,
          expected_duration: '1_to_4_weeks',
        },
      });
      ids.request = request.id;
      const proposal = await provider().call(createProposal, {
        body: {
          request_id: request.id,
          price_cents: 60_000,
          duration_days: 20,
          payment_plan: 'per_milestone',
          milestones: [
            { title: 'Calendar', amount_cents: 20_000, due_date: '2030-02-01' },
            { title: 'Booking form', amount_cents: 25_000, due_date: '2030-02-10' },
            { title: 'Embed script', amount_cents: 15_000, due_date: '2030-02-20' },
          ],
        },
      });
      await client().call(acceptProposal, { body: { proposal_id: proposal.id } });
      const { project } = await provider().call(confirmProposal, { body: { proposal_id: proposal.id } });
      ids.project = project.id;
      const detail = await client().call(fetchProject, { query: { project_id: project.id } });
      [ids.first, ids.second, ids.third] = detail.milestones.map((milestone) => milestone.id) as [
        string,
        string,
        string,
      ];
      expect(detail.milestones.map((m) => [m.status, m.open_issue_count, m.funding_payment])).toEqual([
        ['PENDING', 0, null],
        ['PENDING', 0, null],
        ['PENDING', 0, null],
      ]);
      expect(detail.next_milestone).toMatchObject({ id: ids.first, status: 'PENDING' });
    });

    it('asks the client to fund the first milestone in the workspace, and the provider for nothing yet', async () => {
      const mine = await client().call(fetchWorkspaceSummary);
      const here = mine.items.filter((item) => item.project_id === ids.project);
      expect(here.map((item) => [item.kind, item.milestone_id])).toEqual([['fund-milestone', ids.first]]);
      const theirs = await provider().call(fetchWorkspaceSummary);
      expect(theirs.items.filter((item) => item.project_id === ids.project)).toEqual([]);
    });

    it('makes one payment of five parallel identical fund calls', async () => {
      const key = newKey();
      ids.fundKey = key;
      const body = { milestone_id: ids.first, method: MARKED, idempotency_key: key };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => client().call(fundMilestone, { body })),
      );
      expect(new Set(answers.map((answer) => answer.payment.id)).size).toBe(1);
      expect(answers.every((answer) => answer.milestone.status === 'OUTSTANDING')).toBe(true);
      const payments = await client().call(fetchPaymentHistory, {
        query: { direction: 'outgoing', project_id: ids.project },
      });
      expect(payments.items.filter((payment) => payment.milestone_id === ids.first)).toHaveLength(1);
    });

    it('refuses a key sent again for a different milestone with a clear 409, and pays nothing', async () => {
      const key = ids.fundKey;
      const refused = await expectApiError(
        client().call(fundMilestone, {
          body: { milestone_id: ids.second, method: MARKED, idempotency_key: key },
        }),
        409,
        'CONFLICT',
      );
      expect(refused.message).toContain(
        'This idempotency key was already used for a different milestone; send a new key',
      );
      const detail = await client().call(fetchProject, { query: { project_id: ids.project } });
      expect(detail.milestones.find((m) => m.id === ids.second)?.status).toBe('PENDING');
    });

    it('links an issue to a milestone, filters and searches by it, and refuses a milestone of no project', async () => {
      await expectApiError(
        client().call(createIssue, {
          body: { project_id: ids.project, title: 'x', description: 'y', milestone_id: 'no-such-milestone' },
        }),
        400,
        'VALIDATION_FAILED',
        ['milestone_id'],
      );
      await expectApiError(
        client().call(createIssue, {
          body: { project_id: ids.project, title: 'x', description: '<p> </p>' },
        }),
        400,
        'VALIDATION_FAILED',
        ['description'],
      );
      const issue = await client().call(createIssue, {
        body: {
          project_id: ids.project,
          title: 'Calendar skips February 29',
          description: 'Leap days are missing.',
          milestone_id: ids.first,
        },
      });
      ids.issue = issue.id;
      expect(issue).toMatchObject({ milestone_id: ids.first, milestone_title: 'Calendar', state: 'open' });
      await client().call(createIssue, {
        body: { project_id: ids.project, title: 'Button colour', description: 'Too pale.' },
      });
      const linked = await provider().call(fetchIssues, {
        query: { project_id: ids.project, milestone_id: ids.first },
      });
      expect(linked.items.map((item) => item.id)).toEqual([issue.id]);
      const byWord = await provider().call(fetchIssues, {
        query: { project_id: ids.project, search: 'LEAP' },
      });
      expect(byWord.items.map((item) => item.id)).toEqual([issue.id]);
      const byNumber = await provider().call(fetchIssues, {
        query: { project_id: ids.project, search: `#${issue.number}` },
      });
      expect(byNumber.items.map((item) => item.id)).toEqual([issue.id]);
      const detail = await client().call(fetchProject, { query: { project_id: ids.project } });
      expect(detail.milestones.map((m) => m.open_issue_count)).toEqual([1, 0, 0]);
    });

    it('puts the issue and the funded milestone on the provider side of the workspace', async () => {
      const theirs = await provider().call(fetchWorkspaceSummary);
      const here = theirs.items.filter((item) => item.project_id === ids.project);
      expect(here.map((item) => item.kind).sort()).toEqual([
        'confirm-payment',
        'resolve-issue',
        'resolve-issue',
        'start-milestone',
      ]);
    });

    it('asks for "approve anyway" while a linked issue is open', async () => {
      await provider().call(startMilestone, { body: { milestone_id: ids.first } });
      // The deliver dialog's note field shows this refusal (deliver/projects, decision 1140).
      await expectApiError(
        provider().call(deliverMilestone, { body: { milestone_id: ids.first, note: '   ' } }),
        400,
        'VALIDATION_FAILED',
        ['note'],
      );
      await provider().call(deliverMilestone, { body: { milestone_id: ids.first, note: 'Calendar done.' } });
      const mine = await client().call(fetchWorkspaceSummary);
      expect(mine.items).toContainEqual(
        expect.objectContaining({ kind: 'approve-milestone', milestone_id: ids.first }),
      );
      await expectApiError(
        client().call(approveMilestone, { body: { milestone_id: ids.first } }),
        409,
        'CONFLICT',
      );
      await expect(
        client().call(approveMilestone, {
          body: { milestone_id: ids.first, approve_with_open_issues: true },
        }),
      ).resolves.toMatchObject({ status: 'DONE' });
    });

    it('releases the money once for five parallel identical pay calls', async () => {
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          client().call(payMilestone, { body: { milestone_id: ids.first, idempotency_key: key } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID', 'PAID']);
      expect(new Set(answers.map((answer) => answer.paid_at)).size).toBe(1);
      await expectApiError(
        client().call(payMilestone, { body: { milestone_id: ids.second, idempotency_key: key } }),
        409,
        'CONFLICT',
      );
    });

    it('lists what happened in the history, newest first, by kind', async () => {
      const all = await client().call(fetchHistory, { query: { page_size: 100 } });
      const events = all.items.filter(
        (entry) => entry.project_id === ids.project || entry.request_id === ids.request,
      );
      expect(events.map((entry) => entry.event)).toEqual(
        expect.arrayContaining([
          'request-posted',
          'proposal-received',
          'proposal-accepted',
          'milestone-funded',
          'milestone-paid',
          'issue-opened',
        ]),
      );
      const times = all.items.map((entry) => entry.at);
      expect(times).toEqual([...times].sort().reverse());
      const milestonesOnly = await client().call(fetchHistory, {
        query: { kind: 'milestone', period: '7d' },
      });
      expect(milestonesOnly.items.every((entry) => entry.kind === 'milestone')).toBe(true);
      expect(milestonesOnly.items).toContainEqual(
        expect.objectContaining({ event: 'milestone-paid', title: 'Calendar', amount_cents: 20_000 }),
      );
      const theirs = await provider().call(fetchHistory, { query: { kind: 'proposal' } });
      expect(theirs.items.map((entry) => entry.event)).toContain('proposal-sent');
    });

    it('takes no more changes once the project is closed (decision 0500)', async () => {
      await client().call(closeProject, { body: { project_id: ids.project } });
      const refused = await expectApiError(
        client().call(createIssue, {
          body: { project_id: ids.project, title: 'Late', description: 'After close' },
        }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect(refused.message).toContain('The project is CLOSED; nothing can change in it');
      await expectApiError(
        provider().call(resolveIssue, { body: { issue_id: ids.issue } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await expectApiError(
        provider().call(commentIssue, { body: { issue_id: ids.issue, body: 'Too late?' } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const mine = await client().call(fetchWorkspaceSummary);
      expect(mine.items.filter((item) => item.project_id === ids.project)).toEqual([]);
    });
  });
}
