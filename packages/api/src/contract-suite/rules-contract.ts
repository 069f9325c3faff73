import { beforeAll, describe, expect, it } from 'vitest';

import {
  acceptProposal,
  confirmProposal,
  createProposal,
  fetchProposal,
  rejectProposal,
  withdrawProposal,
} from '../contract/proposal';
import {
  closeRequest,
  createRequest,
  fetchRequest,
  searchRequests,
  updateRequest,
} from '../contract/request';
import { MoneyCollectingMethodType } from '../constants';
import { fundMilestone } from '../contract/milestone';
import { confirmPayment, fetchPayment } from '../contract/payment';
import { fetchProject } from '../contract/project';
import { fetchAchievements } from '../contract/stats';
import { fetchProfile, updateAcceptingRequest, updateExpectedSalary } from '../contract/user';
import type { ErrorCode } from '../errors';
import { achievementCodes } from '../schemas/achievement';
import { type ContractSessions, createSession, expectApiError, type Session } from './session';
import type { ContractTarget } from './target';

const post = (title: string, visibility: 'public' | 'invite_only' = 'public') => ({
  title,
  description_html: '<p>Rules parity.</p>',
  category: 'Web development',
  skills: ['Parity'],
  budget_type: 'fixed' as const,
  budget_min_cents: 10_000,
  budget_max_cents: 20_000,
  expected_duration: 'less_than_1_week' as const,
  visibility,
});

const offer = (requestId: string) => ({
  request_id: requestId,
  price_cents: 15_000,
  currency: 'USD',
  duration_days: 5,
  notes: 'Parity proposal',
  milestones: [{ title: 'All of it', description: '', amount_cents: 15_000, due_date: '2030-01-01' }],
  payment_plan: 'per_milestone' as const,
});

/** The refusal a shared rule (packages/api/src/rules) gives: the same status, code and message on every target. */
async function refused(call: Promise<unknown>, status: number, code: ErrorCode, message: string) {
  const error = await expectApiError(call, status, code);
  expect(error.message).toBe(error.operation ? `${error.operation}: ${message}` : message);
}

/**
 * The rules the server and the mocks both apply (packages/api/src/rules): the same cases give the
 * same answers on every target (MSW, PGlite, PostgreSQL).
 */
export function describeRulesContract(target: ContractTarget, sessions: ContractSessions) {
  describe('shared rules', () => {
    let stranger: Session;
    const ids = { open: '', hidden: '', closed: '', proposal: '' };

    beforeAll(async () => {
      stranger = createSession(target, await target.signIn('stranger'));
      const client = sessions.client.client;
      ids.open = (await client.call(createRequest, { body: post('Parity: open post') })).id;
      ids.hidden = (
        await client.call(createRequest, { body: post('Parity: invite only', 'invite_only') })
      ).id;
      ids.closed = (await client.call(createRequest, { body: post('Parity: closed post') })).id;
      await client.call(closeRequest, { body: { request_id: ids.closed } });
    });

    it('accepting requests: a switch to the current value is refused; a salary update never turns it off', async () => {
      const provider = sessions.provider.client;
      await provider.call(updateExpectedSalary, { body: { hourly: 40 } });
      expect((await provider.call(fetchProfile)).account.provider.accepting_request).toBe(true);
      await refused(
        provider.call(updateAcceptingRequest, { body: { accepting_request: true } }),
        409,
        'CONFLICT',
        'You are already accepting requests',
      );
      await provider.call(updateExpectedSalary, { body: { hourly: 0 } });
      expect((await provider.call(fetchProfile)).account.provider).toEqual({
        accepting_request: true,
        expected_salary: { hourly: 0 },
      });
      await provider.call(updateExpectedSalary, { body: { hourly: 40 } });
    });

    it('request visibility: an invite-only post is not found by others, and not on the board', async () => {
      await refused(
        stranger.client.call(fetchRequest, { query: { request_id: ids.hidden } }),
        404,
        'NOT_FOUND',
        'Request not found',
      );
      expect(
        (await sessions.client.client.call(fetchRequest, { query: { request_id: ids.hidden } })).id,
      ).toBe(ids.hidden);
      const board = await stranger.client.call(searchRequests, {
        query: { scope: 'all', keyword: 'Parity:', page_size: 100 },
      });
      // The board shows public posts still RECRUITING unless another status is asked for.
      expect(board.items.map((request) => request.id)).toContain(ids.open);
      expect(board.items.map((request) => request.id)).not.toContain(ids.hidden);
      expect(board.items.map((request) => request.id)).not.toContain(ids.closed);
      expect(board.items.every((request) => request.status === 'RECRUITING')).toBe(true);
      const closedOnes = await stranger.client.call(searchRequests, {
        query: { scope: 'all', keyword: 'Parity:', status: 'CLOSED', page_size: 100 },
      });
      expect(closedOnes.items.map((request) => request.id)).toContain(ids.closed);
      const mine = await sessions.client.client.call(searchRequests, {
        query: { scope: 'mine', keyword: 'Parity:', page_size: 100 },
      });
      expect(mine.items.map((request) => request.id)).toEqual(
        expect.arrayContaining([ids.open, ids.hidden, ids.closed]),
      );
    });

    it('changing a post: only its client, and a closed post neither edits nor closes again', async () => {
      await refused(
        stranger.client.call(closeRequest, { body: { request_id: ids.open } }),
        403,
        'FORBIDDEN',
        'Only the client who posted this job can close it',
      );
      await refused(
        sessions.client.client.call(updateRequest, { body: { request_id: ids.closed, title: 'Again' } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot edit a request that is CLOSED',
      );
      await refused(
        sessions.client.client.call(closeRequest, { body: { request_id: ids.closed } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot close a request that is CLOSED',
      );
    });

    it('proposing: not on an invite-only post of others, not on your own, not on a closed one, only once', async () => {
      await refused(
        sessions.provider.client.call(createProposal, { body: offer(ids.hidden) }),
        404,
        'NOT_FOUND',
        'Request not found',
      );
      await refused(
        sessions.client.client.call(createProposal, { body: offer(ids.open) }),
        403,
        'FORBIDDEN',
        'You cannot propose on your own job post',
      );
      await refused(
        sessions.provider.client.call(createProposal, { body: offer(ids.closed) }),
        409,
        'INVALID_STATE_TRANSITION',
        'This job is CLOSED and takes no proposals',
      );
      ids.proposal = (await sessions.provider.client.call(createProposal, { body: offer(ids.open) })).id;
      await refused(
        sessions.provider.client.call(createProposal, { body: offer(ids.open) }),
        409,
        'CONFLICT',
        'You already sent a proposal for this job',
      );
    });

    it('proposal actions: private to its two sides, each action by its side, along the state machine', async () => {
      await refused(
        stranger.client.call(fetchProposal, { query: { proposal_id: ids.proposal } }),
        404,
        'NOT_FOUND',
        'Proposal not found',
      );
      await refused(
        stranger.client.call(acceptProposal, { body: { proposal_id: ids.proposal } }),
        404,
        'NOT_FOUND',
        'Proposal not found',
      );
      await refused(
        sessions.provider.client.call(acceptProposal, { body: { proposal_id: ids.proposal } }),
        403,
        'FORBIDDEN',
        'Only the client can accept a proposal',
      );
      await refused(
        sessions.client.client.call(withdrawProposal, { body: { proposal_id: ids.proposal } }),
        403,
        'FORBIDDEN',
        'Only the provider can withdraw a proposal',
      );
      await refused(
        sessions.provider.client.call(confirmProposal, { body: { proposal_id: ids.proposal } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot confirm a proposal that is APPLYING',
      );
      await sessions.client.client.call(acceptProposal, { body: { proposal_id: ids.proposal } });
      await refused(
        sessions.client.client.call(rejectProposal, { body: { proposal_id: ids.proposal, reason: '' } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot reject a proposal that is ACCEPTING',
      );
      await refused(
        sessions.provider.client.call(withdrawProposal, { body: { proposal_id: ids.proposal } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot withdraw a proposal that is ACCEPTING',
      );
      // The job closed meanwhile: the accepted proposal cannot start a project on it.
      await sessions.client.client.call(closeRequest, { body: { request_id: ids.open } });
      await refused(
        sessions.provider.client.call(confirmProposal, { body: { proposal_id: ids.proposal } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot start a project on a request that is CLOSED',
      );
    });

    it('payments: seen by payer and payee only; the payee confirms off-platform money once', async () => {
      const client = sessions.client.client;
      const provider = sessions.provider.client;
      const request = await client.call(createRequest, { body: post('Parity: paid post') });
      const proposal = await provider.call(createProposal, { body: offer(request.id) });
      await client.call(acceptProposal, { body: { proposal_id: proposal.id } });
      const { project } = await provider.call(confirmProposal, { body: { proposal_id: proposal.id } });
      const [milestone] = (await client.call(fetchProject, { query: { project_id: project.id } })).milestones;
      const { payment } = await client.call(fundMilestone, {
        body: {
          milestone_id: milestone!.id,
          method: MoneyCollectingMethodType.MARKED_AS_PAID,
          idempotency_key: `parity-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        },
      });
      await refused(
        stranger.client.call(fetchPayment, { query: { payment_id: payment.id } }),
        404,
        'NOT_FOUND',
        'Payment not found',
      );
      await refused(
        client.call(confirmPayment, { body: { payment_id: payment.id } }),
        403,
        'FORBIDDEN',
        'Only the one who is paid can confirm the money arrived',
      );
      expect((await provider.call(confirmPayment, { body: { payment_id: payment.id } })).status).toBe('PAID');
      await refused(
        provider.call(confirmPayment, { body: { payment_id: payment.id } }),
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot confirm a payment that is PAID',
      );
    });

    it('achievements: the same goals, with progress derived from what the user did', async () => {
      const { achievements } = await sessions.provider.client.call(fetchAchievements, { query: {} });
      expect(achievements.map((achievement) => achievement.code)).toEqual(achievementCodes);
      expect(achievements.find((achievement) => achievement.code === 'first-proposal-sent')?.progress).toBe(
        100,
      );
      const posted = await sessions.client.client.call(fetchAchievements, { query: {} });
      expect(
        posted.achievements.find((achievement) => achievement.code === 'first-job-posted')?.progress,
      ).toBe(100);
    });
  });
}
