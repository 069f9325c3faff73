import { beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../client';
import {
  consoleOperations,
  decideDispute,
  fetchAuditLog,
  fetchDisputeCase,
  fetchConsoleUser,
  fetchDisputeQueue,
  reinstateUser,
  searchConsoleUsers,
  suspendUser,
  fetchReportQueue,
  dismissReport,
  actOnReport,
  hideContent,
  restoreContent,
  searchConsolePayments,
  searchConsoleContent,
  fetchConsoleOverview,
} from '../contract/console';
import {
  acceptSettlement,
  answerDispute,
  escalateDispute,
  fetchDispute,
  fetchProjectDisputes,
  openDispute,
  proposeSettlement,
} from '../contract/dispute';
import { fetchHistory } from '../contract/activity';
import { approveMilestone } from '../contract/milestone';
import { fetchNotifications } from '../contract/notification';
import { fetchEarnings, fetchPaymentHistory } from '../contract/payment';
import { fetchPublicProfile } from '../contract/review';
import { fetchProfile, searchForUsers } from '../contract/user';
import { fetchProject } from '../contract/project';
import { fetchStatistics } from '../contract/stats';
import type { Operation } from '../contract/operation';
import { percentOf } from '../rules/dispute';
import { createSession, expectApiError, type ContractSessions, type Session } from './session';
import { deliverFirstMilestone, startProject } from './start-project';
import type { ContractTarget } from './target';

const AMOUNT = 15_000;
const key = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Disputes (decision 1500) and the console (decision 1501): open on a funded, delivered
 * milestone, answer, settle by agreement, escalate, an administrator decides each outcome; the
 * money moves once under a retried decision and under two administrators deciding at once; every
 * console call refuses non-administrators.
 */
export function describeDisputeContract(target: ContractTarget, sessions: ContractSessions) {
  describe('dispute', () => {
    const admins: Session[] = [];
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;
    const admin = () => admins[0]!.client;

    beforeAll(async () => {
      admins.push(createSession(target, await target.signIn('admin')));
      admins.push(createSession(target, await target.signIn('admin')));
    });

    /** A project whose one milestone is funded (marked as paid, confirmed), started and delivered. */
    async function deliveredMilestone(title: string) {
      const project = await startProject(sessions, title, AMOUNT);
      return { projectId: project.id, ...(await deliverFirstMilestone(sessions, project.id)) };
    }

    /** Opened by the client, answered by the provider, taken to an administrator. */
    async function escalated(title: string) {
      const ids = await deliveredMilestone(title);
      const opened = await client().call(openDispute, {
        body: { milestone_id: ids.milestoneId, reason: 'quality', statement: 'The page breaks on phones.' },
      });
      await provider().call(answerDispute, {
        body: { dispute_id: opened.id, answer: 'It works on every phone I tried.' },
      });
      await provider().call(escalateDispute, { body: { dispute_id: opened.id } });
      return { ...ids, disputeId: opened.id };
    }

    const paymentIn = async (caller: ApiClient, projectId: string, direction: 'incoming' | 'outgoing') =>
      (await caller.call(fetchPaymentHistory, { query: { project_id: projectId, direction } })).items;

    // proves: DISPUTE-HOLDS-MONEY
    it('opens a dispute on a delivered milestone, holds its money, and takes the other side’s answer', async () => {
      const ids = await deliveredMilestone('Contract suite: a disputed page');
      await expectApiError(
        client().call(openDispute, {
          body: { milestone_id: ids.milestoneId, reason: 'quality', statement: '  ' },
        }),
        400,
        'VALIDATION_FAILED',
        ['statement'],
      );
      const opened = await client().call(openDispute, {
        body: { milestone_id: ids.milestoneId, reason: 'quality', statement: 'The page breaks on phones.' },
      });
      expect(opened).toMatchObject({
        status: 'OPEN',
        opened_by: 'client',
        amount_cents: AMOUNT,
        answer: null,
      });
      await expectApiError(
        provider().call(openDispute, {
          body: { milestone_id: ids.milestoneId, reason: 'other', statement: 'Mine too.' },
        }),
        409,
        'CONFLICT',
      );
      // The money is held: the milestone's own steps wait for the dispute.
      await expectApiError(
        client().call(approveMilestone, { body: { milestone_id: ids.milestoneId } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await expectApiError(
        client().call(answerDispute, { body: { dispute_id: opened.id, answer: 'Answering myself' } }),
        403,
        'FORBIDDEN',
      );
      const told = await provider().call(fetchNotifications, { query: { kind: 'dispute_opened' } });
      expect(told.items.filter((item) => item.subject.dispute_id === opened.id)).toHaveLength(1);

      const answered = await provider().call(answerDispute, {
        body: { dispute_id: opened.id, answer: 'It works on every phone I tried.' },
      });
      expect(answered).toMatchObject({ status: 'ANSWERED', answer: 'It works on every phone I tried.' });
      expect(await client().call(fetchDispute, { query: { dispute_id: opened.id } })).toEqual(answered);
      const listed = await client().call(fetchProjectDisputes, { query: { project_id: ids.projectId } });
      expect(listed.items.map((item) => item.id)).toEqual([opened.id]);
    });

    // proves: DISPUTE-SPLIT
    it('settles by agreement on a split in cents, once, and both payment histories show it', async () => {
      const ids = await deliveredMilestone('Contract suite: a settled page');
      const earningsBefore = {
        client: await client().call(fetchEarnings),
        provider: await provider().call(fetchEarnings),
      };
      const statisticsBefore = {
        client: await client().call(fetchStatistics, { query: {} }),
        provider: await provider().call(fetchStatistics, { query: {} }),
      };
      const opened = await provider().call(openDispute, {
        body: { milestone_id: ids.milestoneId, reason: 'scope', statement: 'Approval never comes.' },
      });
      await expectApiError(
        provider().call(proposeSettlement, {
          body: { dispute_id: opened.id, outcome: 'split', provider_cents: AMOUNT },
        }),
        400,
        'VALIDATION_FAILED',
        ['provider_cents'],
      );
      const providerShare = percentOf(AMOUNT, 70);
      const proposed = await provider().call(proposeSettlement, {
        body: { dispute_id: opened.id, outcome: 'split', provider_cents: providerShare },
      });
      expect(proposed.proposal).toMatchObject({
        outcome: 'split',
        provider_cents: 10_500,
        client_cents: 4_500,
        proposed_by: 'provider',
      });
      const idempotency_key = key('settle');
      await expectApiError(
        provider().call(acceptSettlement, {
          body: { dispute_id: opened.id, proposal_version: proposed.proposal!.version, idempotency_key },
        }),
        403,
        'FORBIDDEN',
      );
      const accepted = {
        dispute_id: opened.id,
        proposal_version: proposed.proposal!.version,
        idempotency_key,
      };
      const [first, retried] = await Promise.all([
        client().call(acceptSettlement, { body: accepted }),
        client().call(acceptSettlement, { body: accepted }),
      ]);
      expect(retried).toEqual(first);
      expect(first).toMatchObject({
        status: 'SETTLED',
        resolution: { outcome: 'split', provider_cents: 10_500, client_cents: 4_500, decided_by: null },
      });
      const paid = await paymentIn(client(), ids.projectId, 'outgoing');
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ id: ids.paymentId, dispute_outcome: 'split', refunded_cents: 4_500 });
      const received = await paymentIn(provider(), ids.projectId, 'incoming');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ dispute_outcome: 'split', refunded_cents: 4_500 });
      const detail = await client().call(fetchProject, { query: { project_id: ids.projectId } });
      expect(detail.milestones[0]!.status).toBe('PAID');
      // PAYMENT-SUMMARY: the part refunded is neither earned nor spent.
      const earningsAfter = {
        client: await client().call(fetchEarnings),
        provider: await provider().call(fetchEarnings),
      };
      expect(earningsAfter.client.spent_cents - earningsBefore.client.spent_cents).toBe(-4_500);
      expect(earningsAfter.provider.earned_cents - earningsBefore.provider.earned_cents).toBe(10_500);
      expect(earningsAfter.provider.pending_cents - earningsBefore.provider.pending_cents).toBe(-AMOUNT);
      // The statistics (and the charts, from the same activity) count money as the summary does.
      const statisticsAfter = {
        client: await client().call(fetchStatistics, { query: {} }),
        provider: await provider().call(fetchStatistics, { query: {} }),
      };
      expect(statisticsAfter.client.spent_cents - statisticsBefore.client.spent_cents).toBe(-4_500);
      expect(statisticsAfter.provider.earned_cents - statisticsBefore.provider.earned_cents).toBe(10_500);
    });

    // proves: SETTLEMENT-NAMES-PROPOSAL
    it('settles only the proposal the accepting side read; a replaced one is refused with the current one', async () => {
      const ids = await deliveredMilestone('Contract suite: a replaced proposal');
      const opened = await provider().call(openDispute, {
        body: { milestone_id: ids.milestoneId, reason: 'scope', statement: 'Approval never comes.' },
      });
      const half = await provider().call(proposeSettlement, {
        body: { dispute_id: opened.id, outcome: 'split', provider_cents: percentOf(AMOUNT, 50) },
      });
      expect(half.proposal).toMatchObject({ version: 1, provider_cents: 7_500 });
      const read = await client().call(fetchDispute, { query: { dispute_id: opened.id } });
      const all = await provider().call(proposeSettlement, {
        body: { dispute_id: opened.id, outcome: 'release' },
      });
      expect(all.proposal).toMatchObject({ version: 2, outcome: 'release', provider_cents: AMOUNT });
      await expectApiError(
        client().call(acceptSettlement, {
          body: { dispute_id: opened.id, idempotency_key: key('no-version') } as never,
        }),
        400,
        'VALIDATION_FAILED',
        ['proposal_version'],
      );
      const refused = await expectApiError(
        client().call(acceptSettlement, {
          body: {
            dispute_id: opened.id,
            proposal_version: read.proposal!.version,
            idempotency_key: key('stale'),
          },
        }),
        409,
        'CONFLICT',
      );
      expect(refused.message).toContain('The proposal was replaced');
      expect(refused.fields).toMatchObject({
        'proposal.version': '2',
        'proposal.outcome': 'release',
        'proposal.provider_cents': String(AMOUNT),
        'proposal.client_cents': '0',
        'proposal.proposed_by': 'provider',
      });
      expect(await client().call(fetchDispute, { query: { dispute_id: opened.id } })).toMatchObject({
        status: 'OPEN',
        resolution: null,
      });
      const settled = await client().call(acceptSettlement, {
        body: { dispute_id: opened.id, proposal_version: 2, idempotency_key: key('current') },
      });
      expect(settled.resolution).toMatchObject({
        outcome: 'release',
        provider_cents: AMOUNT,
        client_cents: 0,
      });
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('lets an administrator decide each outcome with a reason, written to the audit log', async () => {
      const expected = {
        release: { provider_cents: AMOUNT, client_cents: 0, milestone: 'PAID' },
        refund: { provider_cents: 0, client_cents: AMOUNT, milestone: 'IMPLEMENTING' },
        split: { provider_cents: 9_000, client_cents: 6_000, milestone: 'PAID' },
      } as const;
      for (const outcome of ['release', 'refund', 'split'] as const) {
        const ids = await escalated(`Contract suite: decided by ${outcome}`);
        const queue = await admin().call(fetchDisputeQueue, { query: { order: 'age', page_size: 100 } });
        expect(queue.items.map((item) => item.id)).toContain(ids.disputeId);
        const file = await admin().call(fetchDisputeCase, { query: { dispute_id: ids.disputeId } });
        expect(file).toMatchObject({
          status: 'ESCALATED',
          delivery_note: 'Done.',
          payment_id: ids.paymentId,
        });
        const decided = await admin().call(decideDispute, {
          body: {
            dispute_id: ids.disputeId,
            outcome,
            ...(outcome === 'split' ? { provider_cents: percentOf(AMOUNT, 60) } : {}),
            reason: `The evidence supports a ${outcome}.`,
            idempotency_key: key('decide'),
          },
        });
        const { milestone, ...split } = expected[outcome];
        expect(decided).toMatchObject({ status: 'DECIDED', resolution: { outcome, ...split } });
        // The milestone was marked as paid: its money goes back off the platform, as it came, so no
        // refund of the payment provider's names it (a card's refund id: stripe-escrow.test.ts).
        const refunded = await admin().call(fetchDisputeCase, { query: { dispute_id: ids.disputeId } });
        expect(refunded.resolution!.refund_id).toBeNull();
        const detail = await provider().call(fetchProject, { query: { project_id: ids.projectId } });
        expect(detail.milestones[0]!.status).toBe(milestone);
        const [paid] = await paymentIn(client(), ids.projectId, 'outgoing');
        expect(paid).toMatchObject({ dispute_outcome: outcome, refunded_cents: split.client_cents });
        const told = await client().call(fetchNotifications, { query: { kind: 'dispute_decided' } });
        expect(told.items.filter((item) => item.subject.dispute_id === ids.disputeId)).toHaveLength(1);
        const log = await admin().call(fetchAuditLog, { query: { page_size: 100 } });
        expect(log.items.filter((entry) => entry.subject_id === ids.disputeId)).toEqual([
          expect.objectContaining({
            action: 'dispute_decided',
            reason: `The evidence supports a ${outcome}.`,
            details: expect.objectContaining({ outcome, ...split }),
          }),
        ]);
      }
    });

    // proves: JOB-SUCCESS
    it("counts a dispute refunded to the client in the provider's job success at once, and one released not at all", async () => {
      const flid = (await provider().call(fetchProfile)).account.basic.FLID.identity;
      const figures = async () => {
        const profile = await client().call(fetchPublicProfile, { query: { flid } });
        const found = await client().call(searchForUsers, { query: { condition: flid } });
        // The stored figure search reads moved in the decision's transaction (PROVIDER-SORT).
        expect(found.users.find((user) => user.flid === flid)?.job_success).toBe(profile.job_success.score);
        return profile.job_success;
      };
      const decideNew = async (outcome: 'release' | 'refund', title: string) => {
        const { disputeId } = await escalated(title);
        const reason = `Decided by ${outcome}.`;
        await admin().call(decideDispute, {
          body: { dispute_id: disputeId, outcome, reason, idempotency_key: key(`success-${outcome}`) },
        });
      };
      const before = await figures();
      await decideNew('release', 'Contract suite: a dispute released to the provider');
      // The project is still ongoing and the provider won: nothing counts yet.
      expect(await figures()).toEqual(before);
      await decideNew('refund', 'Contract suite: a dispute decided against the provider');
      const after = await figures();
      // One more counted project, unsuccessful, that makes nobody a repeat client.
      expect(after).toMatchObject({
        counted: before.counted + 1,
        successful: before.successful,
        repeat_clients: before.repeat_clients,
        disputed: before.disputed + 1,
      });
      expect(after.score).toBe(
        Math.round(
          (100 * (before.successful + before.repeat_clients)) / (before.counted + 1 + before.repeat_clients),
        ),
      );
    });

    // proves: DISPUTE-HISTORY
    it('puts each step of a dispute in both sides’ history, once', async () => {
      const ids = await escalated('Contract suite: a dispute in the history');
      await admin().call(decideDispute, {
        body: {
          dispute_id: ids.disputeId,
          outcome: 'release',
          reason: 'Delivered as agreed.',
          idempotency_key: key('history'),
        },
      });
      for (const side of [client(), provider()]) {
        const history = await side.call(fetchHistory, {
          query: { kind: 'milestone', period: 'all', page_size: 100 },
        });
        const steps = history.items.filter((entry) => entry.id.endsWith(`:${ids.disputeId}`));
        expect(steps.map((entry) => entry.event).sort()).toEqual([
          'dispute-answered',
          'dispute-decided',
          'dispute-escalated',
          'dispute-opened',
        ]);
        expect(steps[0]).toMatchObject({ project_id: ids.projectId, amount_cents: AMOUNT, title: 'The fix' });
      }
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('moves the money once for a retried decision, and refuses the key with other arguments', async () => {
      const ids = await escalated('Contract suite: a retried decision');
      const body = {
        dispute_id: ids.disputeId,
        outcome: 'refund' as const,
        reason: 'Not delivered.',
        idempotency_key: key('retry'),
      };
      const first = await admin().call(decideDispute, { body });
      expect(await admin().call(decideDispute, { body })).toEqual(first);
      await expectApiError(
        admin().call(decideDispute, { body: { ...body, outcome: 'release' } }),
        409,
        'CONFLICT',
      );
      const log = await admin().call(fetchAuditLog, { query: { page_size: 100 } });
      expect(log.items.filter((entry) => entry.subject_id === ids.disputeId)).toHaveLength(1);
      const told = await provider().call(fetchNotifications, { query: { kind: 'dispute_decided' } });
      expect(told.items.filter((item) => item.subject.dispute_id === ids.disputeId)).toHaveLength(1);
      const paid = await paymentIn(client(), ids.projectId, 'outgoing');
      expect(paid.map((payment) => payment.refunded_cents)).toEqual([AMOUNT]);
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('lets one of two administrators deciding at once win; the other gets 409', async () => {
      const ids = await escalated('Contract suite: two operators');
      const results = await Promise.allSettled(
        admins.map((session, index) =>
          session.client.call(decideDispute, {
            body: {
              dispute_id: ids.disputeId,
              outcome: index === 0 ? 'release' : 'refund',
              reason: `Operator ${index + 1} decides.`,
              idempotency_key: key(`race-${index}`),
            },
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((result) => result.status === 'rejected');
      await expectApiError(Promise.reject(lost!.reason), 409, 'CONFLICT');
      const log = await admin().call(fetchAuditLog, { query: { page_size: 100 } });
      expect(log.items.filter((entry) => entry.subject_id === ids.disputeId)).toHaveLength(1);
    });

    // proves: DISPUTE-NO-OWN-CASE
    it('refuses an administrator who is a side of the dispute (403); another administrator decides it', async () => {
      const side = admins[0];
      const other = createSession(target, await target.signIn('other-admin'));
      const project = await startProject(
        { client: side!, provider: sessions.provider },
        'Contract suite: own case',
        AMOUNT,
      );
      const ids = await deliverFirstMilestone({ client: side!, provider: sessions.provider }, project.id);
      const opened = await side!.client.call(openDispute, {
        body: { milestone_id: ids.milestoneId, reason: 'quality', statement: 'The page breaks on phones.' },
      });
      await provider().call(answerDispute, { body: { dispute_id: opened.id, answer: 'It works for me.' } });
      await provider().call(escalateDispute, { body: { dispute_id: opened.id } });
      const seen = await side!.client.call(fetchDisputeCase, { query: { dispute_id: opened.id } });
      expect(seen.own_case).toBe(true);
      const refused = await expectApiError(
        side!.client.call(decideDispute, {
          body: { dispute_id: opened.id, outcome: 'refund', reason: 'Mine.', idempotency_key: key('own') },
        }),
        403,
        'FORBIDDEN',
      );
      expect(refused.message).toContain('You are a side of this dispute; another administrator decides it');
      expect(await other.client.call(fetchDisputeCase, { query: { dispute_id: opened.id } })).toMatchObject({
        status: 'ESCALATED',
        own_case: false,
      });
      const decided = await other.client.call(decideDispute, {
        body: {
          dispute_id: opened.id,
          outcome: 'release',
          reason: 'Delivered.',
          idempotency_key: key('other'),
        },
      });
      expect(decided).toMatchObject({
        status: 'DECIDED',
        own_case: false,
        resolution: { outcome: 'release' },
      });
    });

    /** A call of each console operation with input it accepts, so only the role can refuse it. */
    const consoleCalls: Record<keyof typeof consoleOperations, (caller: ApiClient) => Promise<unknown>> = {
      fetchDisputeQueue: (caller) => caller.call(fetchDisputeQueue, { query: {} }),
      fetchDisputeCase: (caller) => caller.call(fetchDisputeCase, { query: { dispute_id: 'any' } }),
      decideDispute: (caller) =>
        caller.call(decideDispute, {
          body: { dispute_id: 'any', outcome: 'release', reason: 'Because.', idempotency_key: key('denied') },
        }),
      fetchAuditLog: (caller) => caller.call(fetchAuditLog, { query: {} }),
      searchConsoleUsers: (caller) => caller.call(searchConsoleUsers, { query: { q: 'a' } }),
      fetchConsoleUser: (caller) => caller.call(fetchConsoleUser, { query: { user_id: 'any' } }),
      suspendUser: (caller) =>
        caller.call(suspendUser, {
          body: {
            user_id: 'any',
            reason: 'Because.',
            until: new Date(Date.now() + 86_400_000).toISOString(),
          },
        }),
      reinstateUser: (caller) => caller.call(reinstateUser, { body: { user_id: 'any', reason: 'Because.' } }),
      fetchReportQueue: (caller) => caller.call(fetchReportQueue, { query: {} }),
      dismissReport: (caller) => caller.call(dismissReport, { body: { report_id: 'any', note: 'Because.' } }),
      actOnReport: (caller) =>
        caller.call(actOnReport, { body: { report_id: 'any', action: 'hide_job_post', reason: 'Because.' } }),
      hideContent: (caller) =>
        caller.call(hideContent, {
          body: { subject_type: 'job_post', subject_id: 'any', reason: 'Because.' },
        }),
      restoreContent: (caller) =>
        caller.call(restoreContent, {
          body: { subject_type: 'review', subject_id: 'any', reason: 'Because.' },
        }),
      searchConsolePayments: (caller) => caller.call(searchConsolePayments, { query: { q: 'a' } }),
      searchConsoleContent: (caller) =>
        caller.call(searchConsoleContent, { query: { type: 'review', q: 'a' } }),
      fetchConsoleOverview: (caller) => caller.call(fetchConsoleOverview, { query: {} }),
    };

    // proves: CONSOLE-ADMIN-ONLY
    it('refuses every console call to a client and to a provider (403), and serves an administrator', async () => {
      expect(Object.keys(consoleCalls).sort()).toEqual(Object.keys(consoleOperations).sort());
      for (const operation of Object.values(consoleOperations) as Operation[])
        expect(operation.access.subject, operation.name).toBe('console');
      for (const [name, call] of Object.entries(consoleCalls))
        for (const caller of [client(), provider()]) {
          const error = await expectApiError(call(caller), 403, 'FORBIDDEN');
          expect(error.message, name).toContain('Only an administrator can use the console');
        }
      await expect(admin().call(fetchAuditLog, { query: {} })).resolves.toMatchObject({ page: 1 });
    });
  });
}
