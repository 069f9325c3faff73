import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTimeEntry, reviewTimesheet } from '../contract/hourly';
import { fetchNotifications } from '../contract/notification';
import {
  fetchBillingMethod,
  fetchPaymentHistory,
  openBillingSetup,
  payInvoice,
  removeBillingMethod,
} from '../contract/payment';
import { moveHourlyClock, startHourlyProject } from './hourly-contract';
import { type ContractSessions, expectApiError } from './session';
import type { ContractTarget } from './target';

// Weeks far ahead, so the moved clock never meets real time: Mondays (UTC).
const WEEK = '2032-02-02';
const NEXT_WEEK = '2032-02-09';

/**
 * The client on the sandbox's setup page (outside the contract, decision 1410): its GET asks, and
 * one of its forms (the card that pays, or the one that declines) posts the token back, as a
 * browser does. Answers the POST's answer.
 */
async function saveOnSandboxPage(
  target: Pick<ContractTarget, 'baseUrl' | 'fetch'>,
  setupUrl: string,
  card: 'pays' | 'declines',
) {
  const url = new URL(setupUrl, target.baseUrl);
  const call = target.fetch ?? fetch;
  const page = await call(`${target.baseUrl}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Save a card that will decline');
  return call(`${target.baseUrl}${url.pathname}${card === 'pays' ? '' : '-decline'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }).toString(),
    redirect: 'manual',
  });
}

/**
 * The client's billing method and automatic charges (decision 1410): a card saved once on the
 * gateway's page; an approved week charged to it once, also when the approval is retried or races;
 * a declined charge leaves the invoice outstanding with its Pay and tells the client once. The
 * suite's client ends with no card, as it began, for the other areas' invoices.
 */
export function describeBillingContract(target: ContractTarget, sessions: ContractSessions) {
  describe('billing method', () => {
    const client = () => sessions.client.client;
    const provider = () => sessions.provider.client;

    beforeAll(() => moveHourlyClock(target, `${WEEK}T09:00:00.000Z`));
    afterAll(async () => {
      await client().call(removeBillingMethod);
      await moveHourlyClock(target, null);
    });

    /** An hourly project ($40 an hour) with two hours in WEEK, its week closed: the project's id. */
    const weekToApprove = async (title: string) => {
      await moveHourlyClock(target, `${WEEK}T09:00:00.000Z`);
      const project = await startHourlyProject(sessions, title, 10);
      await provider().call(createTimeEntry, {
        body: { project_id: project.id, date: WEEK, minutes: 120, memo: 'Two hours' },
      });
      await moveHourlyClock(target, `${NEXT_WEEK}T01:00:00.000Z`);
      return project.id;
    };
    /** The client approves the week twice at once and once more (a retry after a lost answer). */
    const approveRetried = async (projectId: string) => {
      const body = { project_id: projectId, week_start: WEEK };
      const [first, second] = await Promise.all([
        client().call(reviewTimesheet, { body }),
        client().call(reviewTimesheet, { body }),
      ]);
      const again = await client().call(reviewTimesheet, { body });
      expect(second.payment_id).toBe(first.payment_id);
      expect(again.payment_id).toBe(first.payment_id);
      return first.payment_id!;
    };
    const bothHistories = async (projectId: string) =>
      Promise.all(
        (
          [
            ['client', 'outgoing'],
            ['provider', 'incoming'],
          ] as const
        ).map(
          async ([who, direction]) =>
            (
              await sessions[who].client.call(fetchPaymentHistory, {
                query: { direction, project_id: projectId },
              })
            ).items,
        ),
      );
    const failedNotices = async (projectId: string) =>
      (await client().call(fetchNotifications, { query: { kind: 'payment_failed' } })).items.filter(
        (item) => item.subject.project_id === projectId,
      );

    it('saves a card once on the sandbox page; the same key answers the same page', async () => {
      await client().call(removeBillingMethod);
      expect(await client().call(fetchBillingMethod)).toEqual({ billing_method: null });
      const body = { idempotency_key: `billing-setup-${Date.now()}` };
      const [first, second] = await Promise.all([
        client().call(openBillingSetup, { body }),
        client().call(openBillingSetup, { body }),
      ]);
      expect(second).toEqual(first);
      expect(first.url).toContain('/api/payments/sandbox/setup');
      const saved = await saveOnSandboxPage(target, first.url, 'pays');
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toContain('/payment?setup=done');
      // The page posted again (a double click, a replayed form) changes nothing.
      expect((await saveOnSandboxPage(target, first.url, 'declines')).status).toBe(409);
      expect(await client().call(fetchBillingMethod)).toMatchObject({
        billing_method: { brand: 'visa', last4: '4242' },
      });
      expect(await provider().call(fetchBillingMethod)).toEqual({ billing_method: null });
    });

    // proves: HOURLY-AUTO-CHARGE
    it('charges an approved week to the saved card once, however often the approval is sent', async () => {
      const projectId = await weekToApprove('Contract suite: charged by the week');
      const paymentId = await approveRetried(projectId);
      for (const items of await bothHistories(projectId))
        expect(items).toMatchObject([
          { id: paymentId, kind: 'hourly_week', status: 'PAID', amount_cents: 8_000, checkout_url: null },
        ]);
      await expectApiError(
        client().call(payInvoice, { body: { payment_id: paymentId, idempotency_key: `pay-${paymentId}` } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      expect(await failedNotices(projectId)).toEqual([]);
    });

    it('a declined charge leaves the invoice outstanding with its Pay and tells the client once', async () => {
      const { url } = await client().call(openBillingSetup, {
        body: { idempotency_key: `billing-setup-decline-${Date.now()}` },
      });
      expect((await saveOnSandboxPage(target, url, 'declines')).status).toBe(303);
      expect(await client().call(fetchBillingMethod)).toMatchObject({
        billing_method: { brand: 'visa', last4: '0002' },
      });
      const projectId = await weekToApprove('Contract suite: a declined card');
      const paymentId = await approveRetried(projectId);
      for (const items of await bothHistories(projectId))
        expect(items).toMatchObject([{ id: paymentId, status: 'OUTSTANDING', amount_cents: 8_000 }]);
      expect(await failedNotices(projectId)).toHaveLength(1);
      const paying = await client().call(payInvoice, {
        body: { payment_id: paymentId, idempotency_key: `pay-${paymentId}` },
      });
      expect(paying.checkout_url).toContain('/api/payments/sandbox/checkout');

      // Without a card, an approved week waits for the client's Pay, as before.
      expect(await client().call(removeBillingMethod)).toEqual({ billing_method: null });
      expect(await client().call(fetchBillingMethod)).toEqual({ billing_method: null });
    });
  });
}
