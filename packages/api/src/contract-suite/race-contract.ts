import { beforeAll, describe, expect, it } from 'vitest';

import type { ApiClient } from '../client';
import { decideDispute } from '../contract/console';
import {
  acceptSettlement,
  answerDispute,
  escalateDispute,
  fetchProjectDisputes,
  openDispute,
  proposeSettlement,
} from '../contract/dispute';
import { approveMilestone, payMilestone } from '../contract/milestone';
import { fetchPaymentHistory } from '../contract/payment';
import { fetchProject } from '../contract/project';
import { race, raceRounds, refusals, winners, type RaceOutcome, type RacedCall } from './race';
import { createSession, type ContractSessions, type Session } from './session';
import { deliverMilestoneOf, startProject } from './start-project';
import type { ContractTarget } from './target';

const AMOUNT = 10_000;
const key = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Two calls at the same money at once (race.ts): whatever order the database takes them in, the
 * subject ends as one of the orders would leave it, every loser is refused with a clear 409, and
 * no money moves twice. Many rounds where requests really interleave (PostgreSQL), a couple
 * elsewhere. The subjects of all rounds are prepared together, then raced one round at a time.
 */
export function describeRaceContract(target: ContractTarget, sessions: ContractSessions) {
  describe('races', () => {
    const rounds = raceRounds(target);
    const admins: Session[] = [];
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    beforeAll(async () => {
      admins.push(createSession(target, await target.signIn('admin')));
      admins.push(createSession(target, await target.signIn('other-admin')));
    });

    /** A milestone of the race's project: its id and its project's. */
    type Ground = { projectId: string; milestoneId: string };

    /**
     * One project with a milestone per round; each round prepares its milestone, races the calls
     * at it and checks what they left.
     */
    async function eachRound<S extends Ground>(
      title: string,
      prepare: (ground: Ground) => Promise<S>,
      calls: (subject: S) => RacedCall[],
      check: (subject: S, outcomes: RaceOutcome[], round: string) => Promise<void>,
    ) {
      const project = await startProject(sessions, `Race: ${title}`, AMOUNT, rounds);
      const { milestones } = await client().call(fetchProject, { query: { project_id: project.id } });
      for (const [round, milestone] of milestones.entries()) {
        const subject = await prepare({ projectId: project.id, milestoneId: milestone.id });
        await check(subject, await race(target, calls(subject)), `round ${round + 1} of ${rounds}`);
      }
    }

    /** The milestone delivered (and approved when asked). */
    async function delivered(ground: Ground, approved: boolean) {
      const ids = await deliverMilestoneOf(sessions, ground.milestoneId);
      if (approved) await client().call(approveMilestone, { body: { milestone_id: ids.milestoneId } });
      return { ...ground, ...ids };
    }

    /** An approved milestone's dispute, answered, with the provider's proposal waiting (escalated when asked). */
    async function disputed(ground: Ground, escalated = false) {
      const ids = await delivered(ground, true);
      const opened = await provider().call(openDispute, {
        body: { milestone_id: ids.milestoneId, reason: 'scope', statement: 'Payment never comes.' },
      });
      await client().call(answerDispute, {
        body: { dispute_id: opened.id, answer: 'The work is not done.' },
      });
      const proposed = await provider().call(proposeSettlement, {
        body: { dispute_id: opened.id, outcome: 'split', provider_cents: 6_000 },
      });
      if (escalated) await provider().call(escalateDispute, { body: { dispute_id: opened.id } });
      return { ...ids, disputeId: opened.id, proposal: proposed.proposal! };
    }

    /** The milestone's status and its disputes' statuses, as the client reads them. */
    async function milestoneAndDisputes({ projectId, milestoneId }: Ground) {
      const detail = await client().call(fetchProject, { query: { project_id: projectId } });
      const disputes = await client().call(fetchProjectDisputes, { query: { project_id: projectId } });
      return {
        milestone: detail.milestones.find((milestone) => milestone.id === milestoneId)!.status,
        disputes: disputes.items
          .filter((item) => item.milestone_id === milestoneId)
          .map((item) => item.status),
      };
    }

    /** What the client paid for the milestone and got back, as its payment history says. */
    async function moneyOf({ projectId, milestoneId }: Ground) {
      const { items } = await client().call(fetchPaymentHistory, {
        query: { project_id: projectId, direction: 'outgoing', page_size: 100 },
      });
      const paid = items.filter((item) => item.milestone_id === milestoneId);
      for (const item of paid) expect(item.refunded_cents).toBeLessThanOrEqual(item.amount_cents);
      return paid.map((item) => ({ amount: item.amount_cents, refunded: item.refunded_cents }));
    }

    const pay = (by: Session, milestoneId: string): RacedCall => ({
      by,
      send: (caller) =>
        caller.call(payMilestone, { body: { milestone_id: milestoneId, idempotency_key: key('pay') } }),
    });
    const approve = (by: Session, milestoneId: string): RacedCall => ({
      by,
      send: (caller) => caller.call(approveMilestone, { body: { milestone_id: milestoneId } }),
    });
    const dispute = (by: Session, milestoneId: string): RacedCall => ({
      by,
      send: (caller) =>
        caller.call(openDispute, {
          body: { milestone_id: milestoneId, reason: 'scope', statement: 'It is not what we agreed.' },
        }),
    });
    const accept = (disputeId: string, proposalVersion: number): RacedCall => ({
      by: sessions.client,
      send: (caller) =>
        caller.call(acceptSettlement, {
          body: { dispute_id: disputeId, proposal_version: proposalVersion, idempotency_key: key('accept') },
        }),
    });
    const escalate = (disputeId: string): RacedCall => ({
      by: sessions.provider,
      send: (caller) => caller.call(escalateDispute, { body: { dispute_id: disputeId } }),
    });
    const decide = (admin: number, disputeId: string, outcome: 'release' | 'refund'): RacedCall => ({
      by: admins[admin]!,
      send: (caller: ApiClient) =>
        caller.call(decideDispute, {
          body: {
            dispute_id: disputeId,
            outcome,
            reason: `Decided: ${outcome}.`,
            idempotency_key: key('decide'),
          },
        }),
    });

    const both = (outcomes: RaceOutcome[], round: string) => {
      expect(winners(outcomes), round).toBe(1);
      return outcomes[0]!.ok;
    };

    // proves: DISPUTE-HOLDS-MONEY
    it('pays or disputes an approved milestone, never both', async () => {
      await eachRound(
        'pay or dispute',
        (ground) => delivered(ground, true),
        (ids) => [pay(sessions.client, ids.milestoneId), dispute(sessions.provider, ids.milestoneId)],
        async (ids, outcomes, round) => {
          const paid = both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect(await milestoneAndDisputes(ids), round).toEqual(
            paid ? { milestone: 'PAID', disputes: [] } : { milestone: 'DONE', disputes: ['OPEN'] },
          );
        },
      );
    });

    // proves: DISPUTE-HOLDS-MONEY
    it('approves or disputes a delivered milestone as one order of the two would', async () => {
      await eachRound(
        'approve or dispute',
        (ground) => delivered(ground, false),
        (ids) => [approve(sessions.client, ids.milestoneId), dispute(sessions.provider, ids.milestoneId)],
        async (ids, [approved, disputedNow], round) => {
          // Approved first, the provider may still dispute the unpaid approval; disputed first, the
          // approval waits for the dispute.
          expect(disputedNow!.ok, round).toBe(true);
          expect(await milestoneAndDisputes(ids), round).toEqual({
            milestone: approved!.ok ? 'DONE' : 'IMPLEMENTING',
            disputes: ['OPEN'],
          });
          if (!approved!.ok) expect(refusals([approved!]), round).toEqual(['409 INVALID_STATE_TRANSITION']);
        },
      );
    });

    // proves: DISPUTE-SPLIT
    it('settles or escalates a dispute, never both, and the money moves once', async () => {
      await eachRound(
        'settle or escalate',
        (ground) => disputed(ground),
        (ids) => [accept(ids.disputeId, ids.proposal.version), escalate(ids.disputeId)],
        async (ids, outcomes, round) => {
          const settled = both(outcomes, round);
          expect((await milestoneAndDisputes(ids)).disputes, round).toEqual([
            settled ? 'SETTLED' : 'ESCALATED',
          ]);
          expect(await moneyOf(ids), round).toEqual([
            { amount: AMOUNT, refunded: settled ? AMOUNT - 6_000 : 0 },
          ]);
        },
      );
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('decides a dispute once when a refund and a release are decided at once', async () => {
      await eachRound(
        'refund or release',
        (ground) => disputed(ground, true),
        (ids) => [decide(0, ids.disputeId, 'refund'), decide(1, ids.disputeId, 'release')],
        async (ids, outcomes, round) => {
          const refunded = both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 CONFLICT']);
          expect(await milestoneAndDisputes(ids), round).toEqual({
            milestone: refunded ? 'DONE' : 'PAID',
            disputes: ['DECIDED'],
          });
          expect(await moneyOf(ids), round).toEqual([{ amount: AMOUNT, refunded: refunded ? AMOUNT : 0 }]);
        },
      );
    });

    // proves: DISPUTE-HOLDS-MONEY
    it('pays once when the client pays twice at once', async () => {
      await eachRound(
        'paid twice',
        (ground) => delivered(ground, true),
        (ids) => [pay(sessions.client, ids.milestoneId), pay(sessions.client, ids.milestoneId)],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(await milestoneAndDisputes(ids), round).toEqual({ milestone: 'PAID', disputes: [] });
        },
      );
    });

    // proves: DISPUTE-HOLDS-MONEY
    it('opens one dispute when both sides open one at once', async () => {
      await eachRound(
        'disputed twice',
        (ground) => delivered(ground, false),
        (ids) => [dispute(sessions.client, ids.milestoneId), dispute(sessions.provider, ids.milestoneId)],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 CONFLICT']);
          expect((await milestoneAndDisputes(ids)).disputes, round).toEqual(['OPEN']);
        },
      );
    });

    // proves: DISPUTE-SPLIT
    it('settles once when the same proposal is accepted twice at once', async () => {
      await eachRound(
        'accepted twice',
        (ground) => disputed(ground),
        (ids) => [accept(ids.disputeId, ids.proposal.version), accept(ids.disputeId, ids.proposal.version)],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(await moneyOf(ids), round).toEqual([{ amount: AMOUNT, refunded: AMOUNT - 6_000 }]);
        },
      );
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('refunds once when two administrators decide the same refund at once', async () => {
      await eachRound(
        'decided twice',
        (ground) => disputed(ground, true),
        (ids) => [decide(0, ids.disputeId, 'refund'), decide(1, ids.disputeId, 'refund')],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(await moneyOf(ids), round).toEqual([{ amount: AMOUNT, refunded: AMOUNT }]);
        },
      );
    });
  });
}
