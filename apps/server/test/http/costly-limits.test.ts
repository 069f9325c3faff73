import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operations } from '@lancer/api/contract/index';

import { call, createTestApp, signUp, withLimits, type TestApp } from '../helpers/test-app';

/**
 * COSTLY-LIMITS: every call that reaches the payment provider, files a report, opens a
 * conversation or sends mail is counted per user and per address; the call over the limit answers
 * 429 RATE_LIMITED with its own message and Retry-After, before the handler runs.
 */
const PER_USER = 3;

type Limited = { name: string; method: 'GET' | 'POST'; path: string };
const key = () => `limit-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const calls: Record<string, { message: RegExp; calls: Limited[] }> = {
  payment: {
    message: /^Too many payment requests from this account\. Try again in \d+ (minute|hour)s?\.$/,
    calls: [
      { name: 'openBillingSetup', method: 'POST', path: '/api/payment/open-billing-setup' },
      { name: 'fundMilestone', method: 'POST', path: '/api/milestone/fund-milestone' },
      { name: 'payInvoice', method: 'POST', path: '/api/payment/pay-invoice' },
      {
        name: 'fetchStripeAccountLink',
        method: 'GET',
        path: '/api/user/profile/fetch-stripe-account-link',
      },
    ],
  },
  report: {
    message: /^Too many reports from this account\./,
    calls: [{ name: 'submitReport', method: 'POST', path: '/api/report/submit-report' }],
  },
  conversation: {
    message: /^Too many new conversations from this account\./,
    calls: [{ name: 'createConversation', method: 'POST', path: '/api/chat/create-conversation' }],
  },
  mail: {
    message: /^Too many invitations sent from this account\./,
    calls: [
      { name: 'sendInvitation', method: 'POST', path: '/api/invitation/send-invitation' },
      {
        name: 'inviteProductCollaborator',
        method: 'POST',
        path: '/api/product/invite-product-collaborator',
      },
    ],
  },
};

/** A body the contract accepts whose subject does not exist: the handler refuses it, the limit still counts it. */
const bodyOf = (name: string): Record<string, unknown> =>
  ({
    openBillingSetup: { idempotency_key: key() },
    fundMilestone: { milestone_id: 'no-such-milestone', method: 1, idempotency_key: key() },
    payInvoice: { payment_id: 'no-such-payment', idempotency_key: key() },
    fetchStripeAccountLink: {},
    submitReport: { target_type: 'profile', target_id: 'no-such-user', reason: 'spam' },
    createConversation: { participant_ids: ['no-such-user'] },
    sendInvitation: { request_id: 'no-such-request', provider_id: 'no-such-user' },
    inviteProductCollaborator: { product_id: 'no-such-product', invitee: 'someone@example.com' },
  })[name]!;

describe('limits on every costly call (per user and per address)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(
      withLimits({
        payment: { user: PER_USER, address: 1_000 },
        report: { user: PER_USER, address: 1_000 },
        conversation: { user: PER_USER, address: 1_000 },
        mail: { user: PER_USER, address: 1_000 },
      }),
    );
  });
  afterAll(() => app.close());

  it('declares the limit of each costly call in the contract', () => {
    for (const [limit, { calls: limited }] of Object.entries(calls))
      for (const { name } of limited)
        expect(operations[name as keyof typeof operations]?.limit, name).toBe(limit);
  });

  // proves: COSTLY-LIMITS
  it.each(Object.keys(calls))(
    'answers the call over the %s limit 429 with its message and Retry-After',
    async (limit) => {
      const { message, calls: limited } = calls[limit]!;
      const user = await signUp(app, `${limit}-${Date.now()}@limits.test`);
      const send = (index: number) => {
        const { method, path, name } = limited[index % limited.length]!;
        const input = bodyOf(name);
        return call(app, method, path, {
          token: user.token,
          ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
        });
      };
      for (let n = 0; n < PER_USER; n += 1) expect((await send(n)).status).not.toBe(429);
      const over = await send(PER_USER);
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('RATE_LIMITED');
      expect(over.body.error.message).toMatch(message);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Every call of the limit shares the count.
      for (let n = 1; n < limited.length; n += 1) expect((await send(PER_USER + n)).status).toBe(429);
    },
  );

  it('counts per address too: two accounts from one address share its count', async () => {
    const shared = await createTestApp(withLimits({ report: { user: 1_000, address: 2 } }));
    try {
      const [ann, bob] = await Promise.all([
        signUp(shared, `ann-${Date.now()}@limits.test`),
        signUp(shared, `bob-${Date.now()}@limits.test`),
      ]);
      const report = (token: string) =>
        call(shared, 'POST', '/api/report/submit-report', { token, body: bodyOf('submitReport') });
      expect((await report(ann.token)).status).toBe(404);
      expect((await report(bob.token)).status).toBe(404);
      const over = await report(bob.token);
      expect(over.status).toBe(429);
      expect(over.body.error.message).toMatch(/^Too many reports from this address\./);
    } finally {
      await shared.close();
    }
  });
});
