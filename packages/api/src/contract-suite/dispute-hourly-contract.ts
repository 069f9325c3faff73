import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchHistory } from '../contract/activity';
import { decideDispute, fetchDisputeCase } from '../contract/console';
import {
  acceptSettlement,
  answerDispute,
  escalateDispute,
  fetchProjectDisputes,
  openDispute,
  proposeSettlement,
} from '../contract/dispute';
import { createTimeEntry, fetchTimesheet, reviewTimesheet } from '../contract/hourly';
import { fetchNotifications } from '../contract/notification';
import { fetchPaymentHistory } from '../contract/payment';
import { percentOf } from '../rules/dispute';
import { hourlyPaymentTitle } from '../rules/hourly';
import { moveHourlyClock, startHourlyProject } from './hourly-contract';
import { createSession, expectApiError, type ContractSessions, type Session } from './session';
import type { ContractTarget } from './target';

// Weeks far ahead, so the moved clock never meets real time (Mondays, UTC). The contract's rate is
// $40 an hour: A has 10 h ($400), B 5 h ($200), C 2 h ($80).
const WEEK_A = '2030-03-04';
const WEEK_B = '2030-03-11';
const WEEK_C = '2030-03-18';
const key = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Disputes over an hourly week (decision 1550, DISPUTE-HOURLY-WEEK): opened by either side on a
 * week in its review, the week held (no approval by itself, no review, no bill), then settled by
 * agreement or decided by an administrator, the provider's share billed once as the week's invoice.
 */
export function describeDisputeHourlyContract(target: ContractTarget, sessions: ContractSessions) {
  describe('dispute on an hourly week', () => {
    const admins: Session[] = [];
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;
    let projectId = '';
    const sheet = (who: 'client' | 'provider', week: string) =>
      sessions[who].client.call(fetchTimesheet, { query: { project_id: projectId, week_start: week } });
    const log = (date: string, minutes: number) =>
      provider().call(createTimeEntry, {
        body: { project_id: projectId, date, minutes, memo: 'Dashboard work', issue_id: null },
      });
    const weekPayments = async (who: 'client' | 'provider', week: string) =>
      (
        await sessions[who].client.call(fetchPaymentHistory, {
          query: { project_id: projectId, direction: who === 'client' ? 'outgoing' : 'incoming' },
        })
      ).items.filter((item) => item.milestone_title === hourlyPaymentTitle(week));
    const openOn = (who: 'client' | 'provider', week: string) =>
      sessions[who].client.call(openDispute, {
        body: {
          hourly_week: { project_id: projectId, week_start: week },
          reason: 'scope',
          statement: 'These hours went to work nobody asked for.',
        },
      });

    beforeAll(async () => {
      admins.push(createSession(target, await target.signIn('admin')));
      admins.push(createSession(target, await target.signIn('admin')));
      await moveHourlyClock(target, `${WEEK_A}T09:00:00.000Z`);
      projectId = (await startHourlyProject(sessions, 'Contract suite: disputed hours', 20)).id;
      await log(WEEK_A, 600);
    });
    afterAll(() => moveHourlyClock(target, null));

    // proves: DISPUTE-HOURLY-WEEK
    it('opens a dispute on a week in its review and holds it: no review, no approval by itself, no bill', async () => {
      await expectApiError(openOn('client', WEEK_A), 409, 'INVALID_STATE_TRANSITION');
      await moveHourlyClock(target, `${WEEK_B}T10:00:00.000Z`);
      const opened = await openOn('client', WEEK_A);
      expect(opened).toMatchObject({
        subject: 'hourly_week',
        milestone_title: hourlyPaymentTitle(WEEK_A),
        week: { week_start: WEEK_A, minutes: 600, rate_cents: 4_000 },
        amount_cents: 40_000,
        status: 'OPEN',
        opened_by: 'client',
      });
      await expectApiError(openOn('provider', WEEK_A), 409, 'CONFLICT');
      // The week still open (B) has nothing to dispute yet.
      await log(WEEK_B, 300);
      await expectApiError(openOn('client', WEEK_B), 409, 'INVALID_STATE_TRANSITION');
      await expectApiError(
        client().call(reviewTimesheet, { body: { project_id: projectId, week_start: WEEK_A, disputes: [] } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const told = await provider().call(fetchNotifications, { query: { kind: 'dispute_opened' } });
      expect(told.items.filter((item) => item.subject.dispute_id === opened.id)).toMatchObject([
        { title: hourlyPaymentTitle(WEEK_A) },
      ]);

      // Past the week's review window: a held week is not approved by itself, nor billed.
      await moveHourlyClock(target, `${WEEK_C}T10:00:00.000Z`);
      expect(await sheet('client', WEEK_A)).toMatchObject({
        status: 'held',
        amount_cents: 40_000,
        payment_id: null,
        dispute_id: opened.id,
      });
      expect(await weekPayments('client', WEEK_A)).toEqual([]);
      const listed = await provider().call(fetchProjectDisputes, { query: { project_id: projectId } });
      expect(listed.items.map((item) => item.id)).toEqual([opened.id]);
    });

    // proves: DISPUTE-HOURLY-WEEK
    it('settles a week by agreement on a split: the provider’s share billed once as the week’s invoice', async () => {
      const [dispute] = (await client().call(fetchProjectDisputes, { query: { project_id: projectId } }))
        .items;
      await provider().call(answerDispute, {
        body: { dispute_id: dispute!.id, answer: 'Every hour was in the weekly plan.' },
      });
      const proposed = await client().call(proposeSettlement, {
        body: { dispute_id: dispute!.id, outcome: 'split', provider_cents: percentOf(40_000, 60) },
      });
      const body = {
        dispute_id: dispute!.id,
        proposal_version: proposed.proposal!.version,
        idempotency_key: key('accept-week'),
      };
      const settled = await provider().call(acceptSettlement, { body });
      expect(settled).toMatchObject({
        status: 'SETTLED',
        resolution: { outcome: 'split', provider_cents: 24_000, client_cents: 16_000, refund_id: null },
      });
      expect(await provider().call(acceptSettlement, { body })).toEqual(settled);
      await expectApiError(
        provider().call(acceptSettlement, { body: { ...body, idempotency_key: key('accept-again') } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      for (const who of ['client', 'provider'] as const) {
        expect(await weekPayments(who, WEEK_A)).toMatchObject([
          { kind: 'hourly_week', amount_cents: 24_000, dispute_outcome: 'split', refunded_cents: 0 },
        ]);
        expect(await sheet(who, WEEK_A)).toMatchObject({ status: 'resolved', amount_cents: 24_000 });
      }
      await expectApiError(
        client().call(reviewTimesheet, { body: { project_id: projectId, week_start: WEEK_A, disputes: [] } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });

    // proves: DISPUTE-DECIDE-ONCE
    it('escalates a week the provider disputed; an administrator decides it once, a second one gets 409', async () => {
      const opened = await openOn('provider', WEEK_B);
      expect(opened).toMatchObject({ opened_by: 'provider', amount_cents: 20_000 });
      await client().call(answerDispute, {
        body: { dispute_id: opened.id, answer: 'Half of these hours are the same task twice.' },
      });
      await client().call(escalateDispute, { body: { dispute_id: opened.id } });
      const file = await admins[0]!.client.call(fetchDisputeCase, { query: { dispute_id: opened.id } });
      expect(file).toMatchObject({
        subject: 'hourly_week',
        week: { week_start: WEEK_B, minutes: 300 },
        payment_id: null,
      });
      const decide = (admin: number, idempotencyKey: string) =>
        admins[admin]!.client.call(decideDispute, {
          body: {
            dispute_id: opened.id,
            outcome: 'release',
            reason: 'The hours match the weekly plan.',
            idempotency_key: idempotencyKey,
          },
        });
      const keys = [key('decide-week'), key('decide-other')];
      const results = await Promise.allSettled([decide(0, keys[0]!), decide(1, keys[1]!)]);
      const winner = results.findIndex((result) => result.status === 'fulfilled');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({
        reason: { status: 409 },
      });
      // The winner's retry answers the same decision and moves nothing more.
      const decided = await decide(winner, keys[winner]!);
      expect(decided).toMatchObject({
        status: 'DECIDED',
        resolution: { outcome: 'release', provider_cents: 20_000, client_cents: 0 },
      });
      for (const who of ['client', 'provider'] as const)
        expect(await weekPayments(who, WEEK_B)).toMatchObject([
          { kind: 'hourly_week', amount_cents: 20_000, dispute_outcome: 'release' },
        ]);
      for (const side of [client(), provider()]) {
        const history = await side.call(fetchHistory, {
          query: { kind: 'milestone', period: 'all', page_size: 100 },
        });
        const steps = history.items.filter((entry) => entry.id.endsWith(`:${opened.id}`));
        expect(steps.map((entry) => entry.event).sort()).toEqual([
          'dispute-answered',
          'dispute-decided',
          'dispute-escalated',
          'dispute-opened',
        ]);
        expect(steps[0]).toMatchObject({ project_id: projectId, title: hourlyPaymentTitle(WEEK_B) });
      }
    });

    it('decides a refund of a week: nothing is billed, and the week is resolved at no charge', async () => {
      await log(WEEK_C, 120);
      await moveHourlyClock(target, '2030-03-25T10:00:00.000Z');
      const opened = await openOn('client', WEEK_C);
      await provider().call(answerDispute, { body: { dispute_id: opened.id, answer: 'I did the work.' } });
      await provider().call(escalateDispute, { body: { dispute_id: opened.id } });
      const decided = await admins[0]!.client.call(decideDispute, {
        body: {
          dispute_id: opened.id,
          outcome: 'refund',
          reason: 'No work was delivered for these hours.',
          idempotency_key: key('decide-refund'),
        },
      });
      expect(decided).toMatchObject({
        status: 'DECIDED',
        resolution: { outcome: 'refund', provider_cents: 0, client_cents: 8_000, refund_id: null },
        payment_id: null,
      });
      expect(await weekPayments('client', WEEK_C)).toEqual([]);
      expect(await sheet('provider', WEEK_C)).toMatchObject({
        status: 'resolved',
        amount_cents: 0,
        payment_id: null,
      });
    });
  });
}
