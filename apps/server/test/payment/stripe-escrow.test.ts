import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { payments } from '../../src/db/payment-schema';
import { writeRefund } from '../../src/payment/money-moves';
import { sendDueMoneyMoves } from '../../src/payment/money-sender';

import { createStripeParties, type StripeTestApp } from '../helpers/stripe-app';
import { cardFundedMilestone } from '../helpers/card-milestone';
import { ok } from '../helpers/start-project';
import type { TestApp } from '../helpers/test-app';

/**
 * Escrow that holds on Stripe (decision 2010): a milestone's card funding is charged to the
 * platform (separate charges and transfers, one transfer group per project), released to the
 * provider's connected account by one transfer; a refund after release reverses the transfer
 * first. Every movement is sent after its commit from an outbox row keyed by its subject (a
 * dispute's refund before release: test/dispute/dispute-refunds.test.ts).
 */
describe('escrow on Stripe: charge to the platform, transfer on release', () => {
  let app: TestApp;
  let stripe: StripeTestApp['stripe'];
  let webhook: StripeTestApp['webhook'];
  let close: StripeTestApp['close'];
  let client = '';
  let provider = '';
  beforeAll(async () => {
    ({ app, stripe, webhook, close, client, provider } = await createStripeParties('escrow'));
  });
  afterAll(() => close());

  const created = (path: string) => stripe.calls.filter((c) => c.path === path && !c.replayed);

  const fundedAndDelivered = (key: string) =>
    cardFundedMilestone(app, { stripe, webhook }, client, provider, key);

  it('funding holds the money on the platform: no destination, the project as the transfer group, nothing transferred', async () => {
    const { project, session } = await fundedAndDelivered('hold');
    expect(session.form.get('payment_intent_data[transfer_data][destination]')).toBeNull();
    expect(session.form.get('payment_intent_data[transfer_group]')).toBe(`project_${project.id}`);
    expect(created('/v1/transfers')).toHaveLength(0);
  });

  it('paying the milestone transfers its held money to the provider once, keyed by the milestone', async () => {
    const { project, milestone } = await fundedAndDelivered('release');
    await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: milestone.id });
    const before = stripe.calls.length;
    const pay = () =>
      ok(app, '/api/milestone/pay-milestone', client, {
        milestone_id: milestone.id,
        idempotency_key: 'escrow-pay-1',
      });
    await Promise.all([pay(), pay()]);
    await pay();
    const transfers = stripe.calls.slice(before).filter((c) => c.path === '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.idempotencyKey).toBe(`lancer-transfer:milestone:${milestone.id}`);
    expect(
      Object.fromEntries(
        ['amount', 'destination', 'transfer_group'].map((k) => [k, transfers[0]!.form.get(k)]),
      ),
    ).toEqual({
      amount: String(milestone.amount_cents),
      destination: 'acct_fake_1',
      transfer_group: `project_${project.id}`,
    });
    expect(stripe.moved().refunds).toHaveLength(0);
  });

  it('a refund after release reverses the transfer first, then refunds the client, once each', async () => {
    const { milestone, payment } = await fundedAndDelivered('after-release');
    await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: milestone.id });
    await ok(app, '/api/milestone/pay-milestone', client, {
      milestone_id: milestone.id,
      idempotency_key: 'escrow-pay-after-release',
    });
    const transfer = stripe.moved().transfers.at(-1)!;
    expect(transfer.amount).toBe(milestone.amount_cents);
    const before = stripe.calls.length;
    // Money given back after it was released (an operator's refund of a paid milestone).
    const refund = async () => {
      await app.services.db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        await writeRefund(tx, app.services, `operator:${payment.id}`, row!, 4_000);
      });
      await sendDueMoneyMoves(app.services);
    };
    await refund();
    await refund();
    // The creates (the refund also reads the paid Checkout session for its PaymentIntent).
    const calls = stripe.calls.slice(before).filter((c) => c.idempotencyKey);
    expect(calls.map((c) => [c.path, c.idempotencyKey, c.form.get('amount')])).toEqual([
      [`/v1/transfers/${transfer.id}/reversals`, `lancer-reversal:operator:${payment.id}`, '4000'],
      ['/v1/refunds', `lancer-refund:operator:${payment.id}`, '4000'],
    ]);
    expect(stripe.moved().transfers.find((t) => t.id === transfer.id)!.reversed).toBe(4_000);
  });
});
