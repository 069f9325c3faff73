import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
import { MoneyCollectingMethodType } from '../constants';
import { createTimeEntry, fetchTimesheet, reviewTimesheet, startTimer } from '../contract/hourly';
import { approveMilestone, fundMilestone, payMilestone } from '../contract/milestone';
import { fetchPaymentHistory } from '../contract/payment';
import { closeProject, completeProject, fetchProject } from '../contract/project';
import { race, raceRounds, refusals, winners, type RaceOutcome, type RacedCall } from './race';
import { createSession, type ContractSessions, type Session } from './session';
import { moveHourlyClock, startHourlyProject } from './hourly-contract';
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
  // Twenty rounds of a race, each preparing its subject through the API, outlast the usual 30 s.
  describe('races', { timeout: 240_000 }, () => {
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
    const escalate = (disputeId: string, by = sessions.provider): RacedCall => ({
      by,
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

    /** The statuses of a race's refusals. */
    const refusedWith = (outcomes: RaceOutcome[]) =>
      outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error.status]));

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
    it('funds a milestone once when the client funds it twice at once', async () => {
      const fund = (milestoneId: string): RacedCall => ({
        by: sessions.client,
        send: (caller) =>
          caller.call(fundMilestone, {
            body: {
              milestone_id: milestoneId,
              method: MoneyCollectingMethodType.MARKED_AS_PAID,
              idempotency_key: key('fund'),
            },
          }),
      });
      await eachRound(
        'funded twice',
        async (ground) => ground,
        (ground) => [fund(ground.milestoneId), fund(ground.milestoneId)],
        async (ground, outcomes, round) => {
          both(outcomes, round);
          expect(refusedWith(outcomes), round).toEqual([409]);
          expect(await moneyOf(ground), round).toEqual([{ amount: AMOUNT, refunded: 0 }]);
        },
      );
    });

    it('approves a milestone once when the client approves it twice at once', async () => {
      await eachRound(
        'approved twice',
        (ground) => delivered(ground, false),
        (ids) => [approve(sessions.client, ids.milestoneId), approve(sessions.client, ids.milestoneId)],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(refusedWith(outcomes), round).toEqual([409]);
          expect(await milestoneAndDisputes(ids), round).toEqual({ milestone: 'DONE', disputes: [] });
          expect(await moneyOf(ids), round).toEqual([{ amount: AMOUNT, refunded: 0 }]);
        },
      );
    });

    // proves: DISPUTE-HISTORY
    it('escalates a dispute once when both sides escalate it at once', async () => {
      await eachRound(
        'escalated twice',
        (ground) => disputed(ground),
        (ids) => [escalate(ids.disputeId, sessions.provider), escalate(ids.disputeId, sessions.client)],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect((await milestoneAndDisputes(ids)).disputes, round).toEqual(['ESCALATED']);
        },
      );
    });

    // proves: DISPUTE-HISTORY
    it('takes one answer when the answering side answers twice at once', async () => {
      const answer = (disputeId: string, text: string): RacedCall => ({
        by: sessions.client,
        send: (caller) => caller.call(answerDispute, { body: { dispute_id: disputeId, answer: text } }),
      });
      await eachRound(
        'answered twice',
        async (ground) => {
          const ids = await delivered(ground, true);
          const opened = await provider().call(openDispute, {
            body: { milestone_id: ids.milestoneId, reason: 'scope', statement: 'Payment never comes.' },
          });
          return { ...ids, disputeId: opened.id };
        },
        (ids) => [answer(ids.disputeId, 'First answer.'), answer(ids.disputeId, 'Second answer.')],
        async (ids, outcomes, round) => {
          both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect((await milestoneAndDisputes(ids)).disputes, round).toEqual(['ANSWERED']);
        },
      );
    });

    // proves: SETTLEMENT-NAMES-PROPOSAL
    it('settles the proposal the client read, or refuses it once replaced, when the two race', async () => {
      await eachRound(
        'accept or replace',
        (ground) => disputed(ground),
        (ids) => [
          accept(ids.disputeId, ids.proposal.version),
          {
            by: sessions.provider,
            send: (caller) =>
              caller.call(proposeSettlement, {
                body: { dispute_id: ids.disputeId, outcome: 'release', provider_cents: AMOUNT },
              }),
          },
        ],
        async (ids, outcomes, round) => {
          const settled = both(outcomes, round);
          // The loser is refused by the rules on what the winner left: a settled dispute takes no
          // proposal; a replaced proposal is not settled.
          expect(refusals(outcomes), round).toEqual([
            settled ? '409 INVALID_STATE_TRANSITION' : '409 CONFLICT',
          ]);
          expect((await milestoneAndDisputes(ids)).disputes, round).toEqual([
            settled ? 'SETTLED' : 'ANSWERED',
          ]);
          // Settled, it is the 6,000-cent split the client read, never the release that replaced it.
          expect(await moneyOf(ids), round).toEqual([
            { amount: AMOUNT, refunded: settled ? AMOUNT - 6_000 : 0 },
          ]);
        },
      );
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('settles, or escalates and decides, a dispute when the three race, and the money moves once', async () => {
      await eachRound(
        'settle, escalate or decide',
        (ground) => disputed(ground),
        (ids) => [
          accept(ids.disputeId, ids.proposal.version),
          escalate(ids.disputeId),
          decide(0, ids.disputeId, 'refund'),
        ],
        async (ids, [settled, escalated, decided], round) => {
          // Settled first, nothing else happens; escalated first, the decision may follow or come too early.
          expect(settled!.ok !== escalated!.ok, round).toBe(true);
          if (decided!.ok) expect(escalated!.ok, round).toBe(true);
          const status = settled!.ok ? 'SETTLED' : decided!.ok ? 'DECIDED' : 'ESCALATED';
          expect((await milestoneAndDisputes(ids)).disputes, round).toEqual([status]);
          const refunded = { SETTLED: AMOUNT - 6_000, DECIDED: AMOUNT, ESCALATED: 0 }[status];
          expect(await moneyOf(ids), round).toEqual([{ amount: AMOUNT, refunded }]);
        },
      );
    });

    // Hourly races: a week far ahead, so the moved clock never meets real time (Mondays, UTC).
    const WEEK = '2032-02-02';
    const NEXT_WEEK = '2032-02-09';
    afterAll(() => moveHourlyClock(target, null));

    /** A fresh hourly project per round (a close ends it), raced once; `limit` hours a week. */
    async function eachHourlyRound(
      title: string,
      prepare: (projectId: string) => Promise<void>,
      calls: (projectId: string) => RacedCall[],
      check: (projectId: string, outcomes: RaceOutcome[], round: string) => Promise<void>,
      limit = 20,
    ) {
      for (let round = 1; round <= rounds; round += 1) {
        await moveHourlyClock(target, `${WEEK}T09:00:00.000Z`);
        const { id } = await startHourlyProject(sessions, `Race: ${title} ${round}`, limit);
        await prepare(id);
        await check(id, await race(target, calls(id)), `round ${round} of ${rounds}`);
      }
    }
    const close = (projectId: string): RacedCall => ({
      by: sessions.client,
      send: (caller) => caller.call(closeProject, { body: { project_id: projectId } }),
    });
    const logTime = (projectId: string, date: string, minutes = 30): RacedCall => ({
      by: sessions.provider,
      send: (caller) =>
        caller.call(createTimeEntry, { body: { project_id: projectId, date, minutes, memo: 'Work' } }),
    });
    const sheet = (projectId: string, week: string) =>
      client().call(fetchTimesheet, { query: { project_id: projectId, week_start: week } });
    const status = async (projectId: string) =>
      (await client().call(fetchProject, { query: { project_id: projectId } })).status;

    // proves: HOURLY-CLOSED-PROJECT
    it('closes a project or logs time in it first, never time after the close', async () => {
      await eachHourlyRound(
        'close or log time',
        async () => {},
        (projectId) => [close(projectId), logTime(projectId, WEEK)],
        async (projectId, [closed, logged], round) => {
          expect(closed!.ok, round).toBe(true);
          if (!logged!.ok) expect(refusals([logged!]), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect((await sheet(projectId, WEEK)).minutes, round).toBe(logged!.ok ? 30 : 0);
          await expect(
            provider().call(createTimeEntry, {
              body: { project_id: projectId, date: WEEK, minutes: 30, memo: 'After' },
            }),
          ).rejects.toMatchObject({ status: 409 });
        },
      );
    });

    // proves: HOURLY-CLOSED-PROJECT
    it('never leaves a timer running in a closed project when the close and a start race', async () => {
      await eachHourlyRound(
        'close or start the timer',
        async () => {},
        (projectId) => [
          close(projectId),
          {
            by: sessions.provider,
            send: (caller) => caller.call(startTimer, { body: { project_id: projectId } }),
          },
        ],
        async (projectId, [closed, started], round) => {
          expect(closed!.ok, round).toBe(true);
          if (!started!.ok) expect(refusals([started!]), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect((await sheet(projectId, WEEK)).timer_started_at, round).toBeNull();
          expect(await status(projectId), round).toBe('CLOSED');
        },
      );
    });

    // proves: DISPUTE-HOURLY-WEEK
    it('approves or disputes a week in its review, never both, and bills it at most once', async () => {
      await eachHourlyRound(
        'approve or dispute a week',
        async (projectId) => {
          await provider().call(createTimeEntry, {
            body: { project_id: projectId, date: WEEK, minutes: 60, memo: 'Work' },
          });
          await moveHourlyClock(target, `${NEXT_WEEK}T10:00:00.000Z`);
        },
        (projectId) => [
          {
            by: sessions.client,
            send: (caller) =>
              caller.call(reviewTimesheet, {
                body: { project_id: projectId, week_start: WEEK, disputes: [] },
              }),
          },
          {
            by: sessions.provider,
            send: (caller) =>
              caller.call(openDispute, {
                body: {
                  hourly_week: { project_id: projectId, week_start: WEEK },
                  reason: 'scope',
                  statement: 'The week waits too long.',
                },
              }),
          },
        ],
        async (projectId, outcomes, round) => {
          const approved = both(outcomes, round);
          const week = await sheet(projectId, WEEK);
          expect(
            { status: week.status, billed: week.payment_id !== null, disputed: week.dispute_id !== null },
            round,
          ).toEqual(
            approved
              ? { status: 'approved', billed: true, disputed: false }
              : { status: 'held', billed: false, disputed: true },
          );
          const { items } = await client().call(fetchPaymentHistory, {
            query: { project_id: projectId, direction: 'outgoing', page_size: 100 },
          });
          expect(items, round).toHaveLength(approved ? 1 : 0);
        },
      );
    });

    // proves: HOURLY-CLOSED-PROJECT
    it('closes a project once when the client closes it twice at once', async () => {
      await eachHourlyRound(
        'closed twice',
        async () => {},
        (projectId) => [close(projectId), close(projectId)],
        async (projectId, outcomes, round) => {
          both(outcomes, round);
          // The second close waits for the first (the project's row lock) and is told why it cannot.
          expect(refusals(outcomes), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect(await status(projectId), round).toBe('CLOSED');
        },
      );
    });

    it('completes or closes a project, never both, and the other is told the project is finished', async () => {
      await eachHourlyRound(
        'complete or close',
        async () => {},
        (projectId) => [
          {
            by: sessions.client,
            send: (caller) => caller.call(completeProject, { body: { project_id: projectId, score: 90 } }),
          },
          close(projectId),
        ],
        async (projectId, outcomes, round) => {
          const completed = both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          expect(await status(projectId), round).toBe(completed ? 'DONE' : 'CLOSED');
        },
      );
    });

    // proves: HOURLY-WEEKLY-LIMIT
    it('keeps the weekly limit when the provider logs two entries at once that together pass it', async () => {
      await eachHourlyRound(
        'two entries past the limit',
        async () => {},
        // A limit of 1 h: 40 minutes fit, 80 do not.
        (projectId) => [logTime(projectId, WEEK, 40), logTime(projectId, WEEK, 40)],
        async (projectId, outcomes, round) => {
          both(outcomes, round);
          expect(refusals(outcomes), round).toEqual(['409 INVALID_STATE_TRANSITION']);
          const week = await sheet(projectId, WEEK);
          expect({ minutes: week.minutes, entries: week.entries.length }, round).toEqual({
            minutes: 40,
            entries: 1,
          });
        },
        1,
      );
    });

    // proves: DISPUTE-HOURLY-WEEK
    it('opens one dispute of a week when both sides dispute it at once', async () => {
      const disputeWeek = (by: Session, projectId: string): RacedCall => ({
        by,
        send: (caller) =>
          caller.call(openDispute, {
            body: {
              hourly_week: { project_id: projectId, week_start: WEEK },
              reason: 'scope',
              statement: 'The hours are not what we agreed.',
            },
          }),
      });
      await eachHourlyRound(
        'week disputed twice',
        async (projectId) => {
          await provider().call(createTimeEntry, {
            body: { project_id: projectId, date: WEEK, minutes: 60, memo: 'Work' },
          });
          await moveHourlyClock(target, `${NEXT_WEEK}T10:00:00.000Z`);
        },
        (projectId) => [disputeWeek(sessions.client, projectId), disputeWeek(sessions.provider, projectId)],
        async (projectId, outcomes, round) => {
          both(outcomes, round);
          expect(refusedWith(outcomes), round).toEqual([409]);
          const week = await sheet(projectId, WEEK);
          expect({ status: week.status, billed: week.payment_id !== null }, round).toEqual({
            status: 'held',
            billed: false,
          });
          const disputes = await client().call(fetchProjectDisputes, { query: { project_id: projectId } });
          expect(
            disputes.items.map((item) => item.id),
            round,
          ).toEqual([week.dispute_id]);
        },
      );
    });

    it('runs one timer when the provider starts it twice at once', async () => {
      const start = (projectId: string): RacedCall => ({
        by: sessions.provider,
        send: (caller) => caller.call(startTimer, { body: { project_id: projectId } }),
      });
      await eachHourlyRound(
        'timer started twice',
        async () => {},
        (projectId) => [start(projectId), start(projectId)],
        async (projectId, outcomes, round) => {
          both(outcomes, round);
          expect(refusedWith(outcomes), round).toEqual([409]);
          expect((await sheet(projectId, WEEK)).timer_started_at, round).not.toBeNull();
        },
      );
    });

    // proves: HOURLY-BILL-ONCE
    it('bills a week once when the client approves it twice at once', async () => {
      const approveWeek = (projectId: string): RacedCall => ({
        by: sessions.client,
        send: (caller) =>
          caller.call(reviewTimesheet, { body: { project_id: projectId, week_start: WEEK, disputes: [] } }),
      });
      await eachHourlyRound(
        'week approved twice',
        async (projectId) => {
          await provider().call(createTimeEntry, {
            body: { project_id: projectId, date: WEEK, minutes: 60, memo: 'Work' },
          });
          await moveHourlyClock(target, `${NEXT_WEEK}T10:00:00.000Z`);
        },
        (projectId) => [approveWeek(projectId), approveWeek(projectId)],
        async (projectId, outcomes, round) => {
          // A retried review answers as the first did; either way the week is billed once.
          expect(winners(outcomes), round).toBeGreaterThan(0);
          expect(
            refusedWith(outcomes).every((status) => status === 409),
            round,
          ).toBe(true);
          expect((await sheet(projectId, WEEK)).status, round).toBe('approved');
          const { items } = await client().call(fetchPaymentHistory, {
            query: { project_id: projectId, direction: 'outgoing', page_size: 100 },
          });
          expect(items, round).toHaveLength(1);
        },
      );
    });

    // proves: DISPUTE-HOLDS-MONEY
    it('funds a milestone or closes its project first, never a payment for a dropped milestone', async () => {
      // A close ends the project: a fresh one of one milestone each round.
      for (let round = 1; round <= rounds; round += 1) {
        const project = await startProject(sessions, `Race: fund or close ${round}`, AMOUNT);
        const detail = await client().call(fetchProject, { query: { project_id: project.id } });
        const ground = { projectId: project.id, milestoneId: detail.milestones[0]!.id };
        const [funded, closed] = await race(target, [
          {
            by: sessions.client,
            send: (caller) =>
              caller.call(fundMilestone, {
                body: {
                  milestone_id: ground.milestoneId,
                  method: MoneyCollectingMethodType.MARKED_AS_PAID,
                  idempotency_key: key('fund'),
                },
              }),
          },
          close(ground.projectId),
        ]);
        const label = `round ${round} of ${rounds}`;
        expect(closed!.ok, label).toBe(true);
        const after = await client().call(fetchProject, { query: { project_id: ground.projectId } });
        const milestone = after.milestones.find((item) => item.id === ground.milestoneId);
        expect(milestone?.status ?? 'dropped', label).toBe(funded!.ok ? 'OUTSTANDING' : 'dropped');
        expect(await moneyOf(ground), label).toHaveLength(funded!.ok ? 1 : 0);
      }
    });
  });
}
