import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTimeEntry,
  deleteTimeEntry,
  fetchTimesheet,
  reviewTimesheet,
  startTimer,
  stopTimer,
  updateTimeEntry,
} from '../contract/hourly';
import { fetchNotifications } from '../contract/notification';
import { fetchPaymentHistory, payInvoice } from '../contract/payment';
import { completeProject } from '../contract/project';
import {
  acceptProposal,
  confirmProposal,
  createProposal,
  fetchProposalRevisions,
  updateProposal,
} from '../contract/proposal';
import { createRequest } from '../contract/request';
import { fetchPublicProfile } from '../contract/review';
import { fetchProfile } from '../contract/user';
import { diffProposalRevisions } from '../rules/proposal-diff';
import { type ContractSessions, createSession, expectApiError } from './session';
import { smallJob, type Sides } from './start-project';
import type { ContractTarget } from './target';

/** An hourly job of the client's: $30–$50 an hour. */
const hourlyJob = (title: string) => ({
  ...smallJob(title),
  budget_type: 'hourly' as const,
  budget_min_cents: 3_000,
  budget_max_cents: 5_000,
});

/** The provider's hourly proposal on a job: $40 an hour, 20 hours a week expected. */
const hourlyProposal = (requestId: string) => ({
  request_id: requestId,
  price_cents: 80_000,
  duration_days: 30,
  milestones: [],
  payment_plan: 'per_milestone' as const,
  hourly: { rate_cents: 4_000, weekly_hours: 20 },
});

/**
 * Moves the target's hourly clock (the server's test-only POST /api/test/clock, decision 1400);
 * null puts it back to the real time.
 */
export async function moveHourlyClock(target: Pick<ContractTarget, 'baseUrl' | 'fetch'>, now: string | null) {
  const response = await (target.fetch ?? fetch)(`${target.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(response.status).toBe(200);
}

/**
 * An hourly job taken by the provider: proposed at a rate, accepted with a weekly limit of
 * `limit` hours, confirmed. Answers the project.
 */
export async function startHourlyProject(sessions: Sides, title: string, limit: number) {
  const request = await sessions.client.client.call(createRequest, { body: hourlyJob(title) });
  const proposal = await sessions.provider.client.call(createProposal, { body: hourlyProposal(request.id) });
  await sessions.client.client.call(acceptProposal, {
    body: { proposal_id: proposal.id, weekly_limit_hours: limit },
  });
  const { project } = await sessions.provider.client.call(confirmProposal, {
    body: { proposal_id: proposal.id },
  });
  return project;
}

/**
 * The payer on the sandbox's checkout page of a payment (outside the contract, decision 1001): the
 * page's form posts its token back, as a browser does. Answers the POST's answer.
 */
async function payOnSandboxPage(target: Pick<ContractTarget, 'baseUrl' | 'fetch'>, checkoutUrl: string) {
  const url = new URL(checkoutUrl, target.baseUrl);
  const call = target.fetch ?? fetch;
  const page = await call(`${target.baseUrl}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  return call(`${target.baseUrl}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
    redirect: 'manual',
  });
}

// A week far ahead, so the moved clock never meets real time: Monday 2030-01-07 (UTC).
const WEEK = '2030-01-07';
const NEXT_WEEK = '2030-01-14';

/**
 * Hourly contracts (decision 1400): an hourly proposal and its weekly limit, time by timer and by
 * hand up to the limit exactly, edits only in an open week, the client's review with a dispute, and
 * one payment per project and week, also when the review is retried or the week approves itself.
 */
export function describeHourlyContract(target: ContractTarget, sessions: ContractSessions) {
  describe('hourly', () => {
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;
    let projectId = '';
    const sheet = (who: 'client' | 'provider', week?: string) =>
      sessions[who].client.call(fetchTimesheet, {
        query: { project_id: projectId, ...(week ? { week_start: week } : {}) },
      });
    /** The project's payments as the client pays them and as the provider is paid them. */
    const expectBothHistories = async (expected: Record<string, unknown>[]) => {
      for (const [who, direction] of [
        ['client', 'outgoing'],
        ['provider', 'incoming'],
      ] as const) {
        const history = await sessions[who].client.call(fetchPaymentHistory, {
          query: { direction, project_id: projectId },
        });
        expect(history.items).toMatchObject(expected);
      }
    };

    beforeAll(async () => {
      await moveHourlyClock(target, `${WEEK}T00:00:00.000Z`);
    });
    afterAll(() => moveHourlyClock(target, null));

    it('takes a rate only on an hourly job, and an hourly proposal is accepted with a weekly limit', async () => {
      const fixed = await client().call(createRequest, { body: smallJob('Contract suite: a fixed job') });
      await expectApiError(
        provider().call(createProposal, { body: hourlyProposal(fixed.id) }),
        400,
        'VALIDATION_FAILED',
        ['hourly'],
      );
      const request = await client().call(createRequest, { body: hourlyJob('Contract suite: hourly help') });
      const proposal = await provider().call(createProposal, { body: hourlyProposal(request.id) });
      expect(proposal).toMatchObject({ hourly: { rate_cents: 4_000, weekly_hours: 20 }, milestones: [] });
      await expectApiError(
        client().call(acceptProposal, { body: { proposal_id: proposal.id } }),
        400,
        'VALIDATION_FAILED',
        ['weekly_limit_hours'],
      );
      const accepted = await client().call(acceptProposal, {
        body: { proposal_id: proposal.id, weekly_limit_hours: 10 },
      });
      expect(accepted.weekly_limit_hours).toBe(10);
      const { project } = await provider().call(confirmProposal, { body: { proposal_id: proposal.id } });
      projectId = project.id;
      expect(project.milestone_count).toBe(0);
      expect(await sheet('client')).toMatchObject({
        role: 'client',
        rate_cents: 4_000,
        weekly_limit_hours: 10,
        week_start: WEEK,
        status: 'open',
        minutes: 0,
        amount_cents: 0,
        timer_started_at: null,
      });
    });

    it("revises an hourly proposal's rate and hours: both versions kept, the diff marks them", async () => {
      const request = await client().call(createRequest, {
        body: hourlyJob('Contract suite: hourly revision'),
      });
      const proposal = await provider().call(createProposal, { body: hourlyProposal(request.id) });
      const fields = { ...hourlyProposal(request.id), request_id: undefined };
      await expectApiError(
        provider().call(updateProposal, {
          body: { ...fields, proposal_id: proposal.id, hourly: { rate_cents: 50, weekly_hours: 20 } },
        }),
        400,
        'VALIDATION_FAILED',
        ['hourly.rate_cents'],
      );
      const revised = await provider().call(updateProposal, {
        body: {
          ...fields,
          proposal_id: proposal.id,
          price_cents: 67_500,
          hourly: { rate_cents: 4_500, weekly_hours: 15 },
        },
      });
      expect(revised).toMatchObject({ revision: 2, hourly: { rate_cents: 4_500, weekly_hours: 15 } });
      const { items } = await client().call(fetchProposalRevisions, { query: { proposal_id: proposal.id } });
      expect(items.map((item) => [item.number, item.hourly])).toEqual([
        [1, { rate_cents: 4_000, weekly_hours: 20 }],
        [2, { rate_cents: 4_500, weekly_hours: 15 }],
      ]);
      const diff = diffProposalRevisions(items[0]!, items[1]!);
      expect(diff.rate_cents).toEqual({ before: 4_000, after: 4_500, changed: true });
      expect(diff.weekly_hours).toEqual({ before: 20, after: 15, changed: true });
      expect(diff.milestones).toEqual([]);
    });

    // proves: HOURLY-WEEKLY-LIMIT
    it('logs a timer once when two stops race, then manual time up to the limit exactly', async () => {
      await moveHourlyClock(target, `${WEEK}T09:00:00.000Z`);
      const started = await provider().call(startTimer, { body: { project_id: projectId } });
      expect(started.timer_started_at).not.toBeNull();
      await expectApiError(provider().call(startTimer, { body: { project_id: projectId } }), 409, 'CONFLICT');
      await expectApiError(client().call(startTimer, { body: { project_id: projectId } }), 403, 'FORBIDDEN');
      await moveHourlyClock(target, `${WEEK}T12:00:00.000Z`);
      const stops = await Promise.allSettled([
        provider().call(stopTimer, { body: { project_id: projectId, memo: 'Checkout bug' } }),
        provider().call(stopTimer, { body: { project_id: projectId, memo: 'Checkout bug' } }),
      ]);
      expect(stops.filter((stop) => stop.status === 'fulfilled')).toHaveLength(1);
      const afterTimer = await sheet('provider');
      expect(afterTimer.timer_started_at).toBeNull();
      expect(afterTimer.entries).toMatchObject([{ minutes: 180, source: 'timer', memo: 'Checkout bug' }]);

      const manual = await provider().call(createTimeEntry, {
        body: { project_id: projectId, date: WEEK, minutes: 120, memo: 'Review call' },
      });
      await expectApiError(
        provider().call(createTimeEntry, {
          body: { project_id: projectId, date: WEEK, minutes: 360, memo: 'Too much' },
        }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await provider().call(createTimeEntry, {
        body: { project_id: projectId, date: WEEK, minutes: 300, memo: 'Up to the limit' },
      });
      const refused = provider().call(createTimeEntry, {
        body: { project_id: projectId, date: WEEK, minutes: 1, memo: 'One more minute' },
      });
      await expect(refused).rejects.toMatchObject({
        userMessage: 'This entry would pass the weekly limit of 10 h: 0 min left this week',
      });
      const full = await sheet('client');
      expect(full).toMatchObject({ minutes: 600, amount_cents: 40_000 });
      // Shortening an entry makes room again; the day may not be in the future.
      await provider().call(updateTimeEntry, {
        body: { entry_id: manual.id, date: WEEK, minutes: 90, memo: 'Review call, shorter' },
      });
      await expectApiError(
        provider().call(createTimeEntry, {
          body: { project_id: projectId, date: '2030-01-09', minutes: 10, memo: 'Tomorrow' },
        }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const spare = await provider().call(createTimeEntry, {
        body: { project_id: projectId, date: WEEK, minutes: 30, memo: 'Spare half hour' },
      });
      await provider().call(deleteTimeEntry, { body: { entry_id: spare.id } });
      expect((await sheet('provider')).minutes).toBe(570);
    });

    // proves: HOURLY-EDIT-OPEN-WEEK, HOURLY-BILL-ONCE
    it('closes the week: no more edits; the client disputes an entry and the rest is billed once', async () => {
      await expectApiError(
        client().call(reviewTimesheet, { body: { project_id: projectId, week_start: WEEK } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await moveHourlyClock(target, `${NEXT_WEEK}T01:00:00.000Z`);
      const closed = await sheet('client', WEEK);
      expect(closed).toMatchObject({ status: 'in_review', minutes: 570, amount_cents: 38_000 });
      expect((await sheet('client')).weeks_in_review).toEqual([WEEK]);
      const review = closed.entries.find((entry) => entry.memo === 'Review call, shorter')!;
      await expectApiError(
        provider().call(updateTimeEntry, {
          body: { entry_id: review.id, date: WEEK, minutes: 60, memo: 'Late change' },
        }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await expectApiError(
        provider().call(reviewTimesheet, { body: { project_id: projectId, week_start: WEEK } }),
        403,
        'FORBIDDEN',
      );
      const body = {
        project_id: projectId,
        week_start: WEEK,
        disputes: [{ entry_id: review.id, reason: 'We agreed the call was free' }],
      };
      // The same review sent twice at once, then again (a retry after a lost answer): one payment.
      const [first, second] = await Promise.all([
        client().call(reviewTimesheet, { body }),
        client().call(reviewTimesheet, { body }),
      ]);
      const again = await client().call(reviewTimesheet, { body });
      for (const answer of [first, second, again])
        expect(answer).toMatchObject({ status: 'disputed', billed_minutes: 480, amount_cents: 32_000 });
      expect(again.payment_id).toBe(first.payment_id);
      expect(again.entries.find((entry) => entry.id === review.id)?.dispute_reason).toBe(
        'We agreed the call was free',
      );
      await expectApiError(
        client().call(reviewTimesheet, { body: { project_id: projectId, week_start: WEEK } }),
        409,
        'CONFLICT',
      );
      await expectBothHistories([
        { id: first.payment_id, amount_cents: 32_000, milestone_title: `Hours, week of ${WEEK}` },
      ]);
      const told = await provider().call(fetchNotifications, { query: { kind: 'timesheet_disputed' } });
      expect(told.items.filter((item) => item.subject.project_id === projectId)).toHaveLength(1);
    });

    // proves: HOURLY-PAY-INVOICE
    it("the client pays the week's invoice by card once: a retry answers the same, a paid one is refused", async () => {
      const [invoice] = (
        await client().call(fetchPaymentHistory, { query: { direction: 'outgoing', project_id: projectId } })
      ).items;
      expect(invoice).toMatchObject({ kind: 'hourly_week', status: 'OUTSTANDING', amount_cents: 32_000 });
      const key = `pay-invoice-${invoice!.id}`;
      const body = { payment_id: invoice!.id, idempotency_key: key };
      await expectApiError(provider().call(payInvoice, { body }), 403, 'FORBIDDEN');
      const stranger = createSession(target, await target.signIn('stranger'));
      await expectApiError(
        stranger.client.call(payInvoice, { body: { ...body, idempotency_key: 'stranger-pays' } }),
        404,
        'NOT_FOUND',
      );
      // The pay sent twice at once, then again (a retry after a lost answer): the same checkout.
      const [first, second] = await Promise.all([
        client().call(payInvoice, { body }),
        client().call(payInvoice, { body }),
      ]);
      const retried = await client().call(payInvoice, { body });
      for (const answer of [second, retried]) expect(answer).toEqual(first);
      expect(first).toMatchObject({ id: invoice!.id, status: 'OUTSTANDING', kind: 'hourly_week' });
      expect(first.checkout_url).toContain('/api/payments/sandbox/checkout');
      // The key is bound to its invoice: sent for another payment it is refused.
      await expectApiError(
        client().call(payInvoice, { body: { payment_id: projectId, idempotency_key: key } }),
        409,
        'CONFLICT',
      );

      const paying = await payOnSandboxPage(target, first.checkout_url!);
      expect(paying.status).toBe(303);
      expect(paying.headers.get('location')).toContain('/payment?checkout=done');
      // The page posted again (a double click, a replayed form) pays nothing more.
      expect((await payOnSandboxPage(target, first.checkout_url!)).status).toBe(409);
      await expectBothHistories([{ id: invoice!.id, status: 'PAID', amount_cents: 32_000 }]);
      await expectApiError(
        client().call(payInvoice, { body: { ...body, idempotency_key: `${key}-again` } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      // The first key still answers its first answer, and changes nothing.
      expect(await client().call(payInvoice, { body })).toEqual(first);
      const [paid] = (await client().call(fetchPaymentHistory, { query: { project_id: projectId } })).items;
      expect(paid).toMatchObject({ id: invoice!.id, status: 'PAID', checkout_url: null });
    });

    // proves: HOURLY-REVIEW-WINDOW
    it('approves and bills a week nobody reviewed when its review window ends, once', async () => {
      await provider().call(createTimeEntry, {
        body: { project_id: projectId, date: NEXT_WEEK, minutes: 45, memo: 'Small fix' },
      });
      // Week of 2030-01-14 ends on the 21st; its review ends on Saturday the 26th, 00:00 UTC.
      await moveHourlyClock(target, '2030-01-25T23:59:00.000Z');
      expect((await sheet('client', NEXT_WEEK)).status).toBe('in_review');
      await moveHourlyClock(target, '2030-01-26T00:00:00.000Z');
      const [approved, reread] = await Promise.all([
        sheet('client', NEXT_WEEK),
        sheet('provider', NEXT_WEEK),
      ]);
      expect(approved).toMatchObject({ status: 'approved', amount_cents: 3_000 });
      expect(reread.payment_id).toBe(approved.payment_id);
      // Approving it now answers the approved week; nothing more is billed.
      const late = await client().call(reviewTimesheet, {
        body: { project_id: projectId, week_start: NEXT_WEEK },
      });
      expect(late.payment_id).toBe(approved.payment_id);
      const history = await client().call(fetchPaymentHistory, { query: { project_id: projectId } });
      expect(history.items.map((item) => item.amount_cents).sort()).toEqual([3_000, 32_000]);
    });

    // proves: PROFILE-WORK
    it('shows a completed hourly contract on the profile with the sum of its paid weeks, once completed', async () => {
      const flid = (await provider().call(fetchProfile)).account.basic.FLID.identity;
      const before = await client().call(fetchPublicProfile, { query: { flid } });
      expect(before.completed_projects.map((work) => work.project_id)).not.toContain(projectId);
      await client().call(completeProject, {
        body: { project_id: projectId, score: 90, show_on_profile: true },
      });
      const after = await createSession(target, null).client.call(fetchPublicProfile, { query: { flid } });
      // The paid week's 32,000 (the disputed entry never billed); the next week is billed, not paid.
      expect(after.completed_projects.find((work) => work.project_id === projectId)).toMatchObject({
        title: 'Contract suite: hourly help',
        amount_cents: 32_000,
      });
    });
  });
}
