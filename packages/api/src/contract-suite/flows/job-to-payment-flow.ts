import { describe, expect, it } from 'vitest';

import { DEFAULT_PAGE_SIZE, MoneyCollectingMethodType } from '../../constants';
import {
  commentIssue,
  confirmIssue,
  createIssue,
  fetchIssue,
  fetchIssues,
  reopenIssue,
  resolveIssue,
} from '../../contract/issue';
import {
  approveMilestone,
  deliverMilestone,
  fundMilestone,
  payMilestone,
  startMilestone,
} from '../../contract/milestone';
import { confirmPayment, fetchEarnings, fetchPaymentHistory } from '../../contract/payment';
import { fetchProject, fetchProjectCollaborators, fetchProjects } from '../../contract/project';
import {
  acceptProposal,
  confirmProposal,
  createProposal,
  fetchProposal,
  fetchProposals,
} from '../../contract/proposal';
import { createRequest, fetchRequest, searchRequests, updateRequest } from '../../contract/request';
import { type ContractSessions, expectApiError } from '../session';

const job = {
  title: 'Contract suite: build a landing page',
  description_html: '<p>One page, responsive, with a contact form.</p>',
  category: 'Web development',
  skills: ['HTML', 'CSS'],
  budget_type: 'fixed' as const,
  budget_min_cents: 50_000,
  budget_max_cents: 90_000,
  expected_duration: '1_to_4_weeks' as const,
};

const runKey = () => `contract-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The whole work flow, in order: post a job, see it in posts, receive a proposal, accept, confirm,
 * run milestones to PAID, track issues, see payments. Each step depends on the ones before.
 */
export function describeJobToPaymentFlow(sessions: ContractSessions) {
  describe('flow: a job to a paid milestone', () => {
    const ids = { request: '', proposal: '', project: '', milestone: '', issue: '', payment: '' };

    it('posts a job (RECRUITING) and rejects a job without a title with a field message', async () => {
      const created = await sessions.client.client.call(createRequest, { body: job });
      expect(created).toMatchObject({ title: job.title, status: 'RECRUITING', proposal_count: 0 });
      ids.request = created.id;
      await expectApiError(
        sessions.client.client.call(createRequest, { body: { ...job, title: ' ' } }),
        400,
        'VALIDATION_FAILED',
        ['title'],
      );
    });

    it("shows the job in the client's posts, paged with the default page size, and edits it", async () => {
      const posts = await sessions.client.client.call(searchRequests, { query: { scope: 'mine' } });
      expect(posts.items.map((request) => request.id)).toContain(ids.request);
      expect(posts.page_size).toBe(DEFAULT_PAGE_SIZE);
      const edited = await sessions.client.client.call(updateRequest, {
        body: { request_id: ids.request, title: `${job.title} (v2)` },
      });
      expect(edited.title).toBe(`${job.title} (v2)`);
      expect(edited.budget_max_cents).toBe(job.budget_max_cents);
      await expectApiError(
        sessions.provider.client.call(updateRequest, { body: { request_id: ids.request, title: 'x' } }),
        403,
        'FORBIDDEN',
      );
    });

    it('takes a proposal whose milestones add up to the price, and refuses one that does not', async () => {
      const milestones = [
        { title: 'Design', amount_cents: 30_000, due_date: '2030-01-10' },
        { title: 'Build', amount_cents: 50_000, due_date: '2030-01-20' },
      ];
      const body = {
        request_id: ids.request,
        price_cents: 80_000,
        duration_days: 14,
        milestones,
        payment_plan: 'per_milestone' as const,
      };
      await expectApiError(
        sessions.provider.client.call(createProposal, { body: { ...body, price_cents: 90_000 } }),
        400,
        'VALIDATION_FAILED',
        ['milestones'],
      );
      const proposal = await sessions.provider.client.call(createProposal, { body });
      expect(proposal).toMatchObject({ status: 'APPLYING', request_id: ids.request, project_id: null });
      ids.proposal = proposal.id;
      const mine = await sessions.provider.client.call(fetchRequest, { query: { request_id: ids.request } });
      expect(mine.my_proposal_id).toBe(proposal.id);
    });

    it('lets the client see and accept the proposal (ACCEPTING), once', async () => {
      const received = await sessions.client.client.call(fetchProposals, {
        query: { scope: 'received', request_id: ids.request },
      });
      expect(received.items.map((proposal) => proposal.id)).toContain(ids.proposal);
      await expectApiError(
        sessions.provider.client.call(acceptProposal, { body: { proposal_id: ids.proposal } }),
        403,
        'FORBIDDEN',
      );
      const accepted = await sessions.client.client.call(acceptProposal, {
        body: { proposal_id: ids.proposal },
      });
      expect(accepted.status).toBe('ACCEPTING');
      await expectApiError(
        sessions.client.client.call(acceptProposal, { body: { proposal_id: ids.proposal } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });

    it('starts the project when the provider confirms: proposal and job ONGOING, milestones PENDING', async () => {
      const { proposal, project } = await sessions.provider.client.call(confirmProposal, {
        body: { proposal_id: ids.proposal },
      });
      expect(proposal).toMatchObject({ status: 'ONGOING', project_id: project.id });
      ids.project = project.id;
      const request = await sessions.client.client.call(fetchRequest, { query: { request_id: ids.request } });
      expect(request.status).toBe('ONGOING');
      const detail = await sessions.client.client.call(fetchProject, { query: { project_id: ids.project } });
      expect(
        detail.milestones.map((milestone) => [milestone.position, milestone.status, milestone.amount_cents]),
      ).toEqual([
        [1, 'PENDING', 30_000],
        [2, 'PENDING', 50_000],
      ]);
      ids.milestone = detail.milestones[0]!.id;
      const list = await sessions.provider.client.call(fetchProjects, { query: {} });
      expect(list.items.map((item) => item.id)).toContain(ids.project);
      const members = await sessions.client.client.call(fetchProjectCollaborators, {
        query: { project_id: ids.project },
      });
      expect(members.collaborators.map((member) => member.role).sort()).toEqual(['client', 'provider']);
      await expect(
        sessions.client.client.call(fetchProposal, { query: { proposal_id: ids.proposal } }),
      ).resolves.toMatchObject({ status: 'ONGOING' });
    });

    it('walks a milestone PENDING -> OUTSTANDING -> IMPLEMENTING -> DONE -> PAID, refusing steps out of order', async () => {
      const milestone_id = ids.milestone;
      await expectApiError(
        sessions.provider.client.call(startMilestone, { body: { milestone_id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const key = runKey();
      const funded = await sessions.client.client.call(fundMilestone, {
        body: { milestone_id, method: MoneyCollectingMethodType.MARKED_AS_PAID, idempotency_key: key },
      });
      expect(funded.milestone.status).toBe('OUTSTANDING');
      expect(funded.payment).toMatchObject({ status: 'OUTSTANDING', amount_cents: 30_000, milestone_id });
      ids.payment = funded.payment.id;
      const again = await sessions.client.client.call(fundMilestone, {
        body: { milestone_id, method: MoneyCollectingMethodType.MARKED_AS_PAID, idempotency_key: key },
      });
      expect(again.payment.id).toBe(funded.payment.id);
      await expect(
        sessions.provider.client.call(startMilestone, { body: { milestone_id } }),
      ).resolves.toMatchObject({ status: 'IMPLEMENTING' });
      await expectApiError(
        sessions.client.client.call(approveMilestone, { body: { milestone_id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const delivered = await sessions.provider.client.call(deliverMilestone, {
        body: { milestone_id, note: 'Design attached.' },
      });
      expect(delivered).toMatchObject({ status: 'IMPLEMENTING', delivery_note: 'Design attached.' });
      expect(delivered.delivered_at).not.toBeNull();
      await expect(
        sessions.client.client.call(approveMilestone, { body: { milestone_id } }),
      ).resolves.toMatchObject({ status: 'DONE' });
      await expect(
        sessions.client.client.call(payMilestone, { body: { milestone_id, idempotency_key: runKey() } }),
      ).resolves.toMatchObject({ status: 'PAID' });
    });

    it('shows the payment to both sides and lets the payee confirm a marked-as-paid payment', async () => {
      const outgoing = await sessions.client.client.call(fetchPaymentHistory, {
        query: { direction: 'outgoing', project_id: ids.project },
      });
      expect(outgoing.items.map((payment) => payment.id)).toContain(ids.payment);
      await expectApiError(
        sessions.client.client.call(confirmPayment, { body: { payment_id: ids.payment } }),
        403,
        'FORBIDDEN',
      );
      await expect(
        sessions.provider.client.call(confirmPayment, { body: { payment_id: ids.payment } }),
      ).resolves.toMatchObject({ status: 'PAID' });
      const earnings = await sessions.provider.client.call(fetchEarnings);
      expect(earnings.earned_cents).toBeGreaterThanOrEqual(30_000);
    });

    it('tracks issues: numbered per project, open -> resolved -> closed -> open, with comments', async () => {
      await expectApiError(
        sessions.client.client.call(createIssue, {
          body: { project_id: ids.project, title: 'Typo', description: '' },
        }),
        400,
        'VALIDATION_FAILED',
        ['description'],
      );
      const issue = await sessions.client.client.call(createIssue, {
        body: { project_id: ids.project, title: 'Typo in the footer', description: 'It says "Contcat".' },
      });
      expect(issue).toMatchObject({ number: 1, state: 'open', comment_count: 0 });
      ids.issue = issue.id;
      await expectApiError(
        sessions.client.client.call(confirmIssue, { body: { issue_id: issue.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await expect(
        sessions.provider.client.call(resolveIssue, { body: { issue_id: issue.id } }),
      ).resolves.toMatchObject({ state: 'resolved' });
      await expect(
        sessions.client.client.call(confirmIssue, { body: { issue_id: issue.id } }),
      ).resolves.toMatchObject({ state: 'closed' });
      await expect(
        sessions.provider.client.call(reopenIssue, { body: { issue_id: issue.id } }),
      ).resolves.toMatchObject({ state: 'open' });
      await expectApiError(
        sessions.provider.client.call(commentIssue, { body: { issue_id: issue.id, body: ' ' } }),
        400,
        'VALIDATION_FAILED',
        ['body'],
      );
      await sessions.provider.client.call(commentIssue, {
        body: { issue_id: issue.id, body: 'Fixed in the next build.' },
      });
      const detail = await sessions.client.client.call(fetchIssue, { query: { issue_id: issue.id } });
      expect(detail.comments.map((comment) => comment.body)).toEqual(['Fixed in the next build.']);
      const open = await sessions.client.client.call(fetchIssues, {
        query: { project_id: ids.project, state: 'open' },
      });
      expect(open).toMatchObject({ total: 1, page: 1 });
    });
  });
}
