import { expect } from 'vitest';

import { ok, startProjectWithMilestones } from './start-project';
import type { StripeTestApp } from './stripe-app';
import type { TestApp } from './test-app';

/**
 * A milestone funded by card on Stripe (the webhook reports the Checkout session paid), started
 * and delivered: its project, the milestone, the funding payment and the Checkout session.
 */
export async function cardFundedMilestone(
  app: TestApp,
  { stripe, webhook }: Pick<StripeTestApp, 'stripe' | 'webhook'>,
  client: string,
  provider: string,
  key: string,
) {
  const { project, milestones } = await startProjectWithMilestones(app, client, provider);
  const milestone = milestones[0]!;
  const before = stripe.calls.length;
  const funded = await ok(app, '/api/milestone/fund-milestone', client, {
    milestone_id: milestone.id,
    method: 3,
    idempotency_key: `fund-${key}`,
  });
  const session = stripe.calls.slice(before).find((c) => c.path === '/v1/checkout/sessions')!;
  const sessionId: string = funded.payment.checkout_url.split('/').at(-1);
  const paid = await webhook({
    id: `evt_paid_${key}`,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, payment_status: 'paid' } },
  });
  expect(paid.statusCode).toBe(200);
  await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: milestone.id });
  await ok(app, '/api/milestone/deliver-milestone', provider, { milestone_id: milestone.id, note: 'Done.' });
  return { project, milestone, session, sessionId, payment: funded.payment };
}

/** A dispute opened by the client on the milestone, and the provider's split proposed: its id. */
export async function splitProposed(
  app: TestApp,
  client: string,
  provider: string,
  milestoneId: string,
  providerCents: number,
) {
  const dispute = await ok(app, '/api/dispute/open-dispute', client, {
    milestone_id: milestoneId,
    reason: 'quality',
    statement: 'Half of it is missing.',
  });
  await ok(app, '/api/dispute/propose-settlement', provider, {
    dispute_id: dispute.id,
    outcome: 'split',
    provider_cents: providerCents,
  });
  return dispute.id as string;
}
