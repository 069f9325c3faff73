import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType, Role } from '@lancer/api/constants';

import { payments, type PaymentRow } from '../../src/db/payment-schema';
import { users } from '../../src/db/schema';
import { recordRefunded, recordReleased } from '../../src/ledger/money-movements';
import { ok, startProjectWithMilestones } from '../helpers/start-project';
import { call, createTestApp, giveSecondFactor, signUp, type TestApp } from '../helpers/test-app';

/**
 * The money the marketplace shows is the ledger's (decision 2000): a movement written to the ledger
 * alone, with the milestone, payment and week records left as they were, moves each read.
 */
describe('reads of money from the ledger', () => {
  let app: TestApp;
  let client: string;
  let provider: string;

  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'reads-client@example.com')).token;
    provider = (await signUp(app, 'reads-provider@example.com')).token;
  });
  afterAll(() => app.close());

  /** A project's first milestone (30,000 cents) funded off-platform: held at once; its payment row. */
  async function fundedMilestone() {
    const { project, milestones } = await startProjectWithMilestones(app, client, provider);
    const milestone = milestones[0]!;
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestone.id,
      method: MoneyCollectingMethodType.MARKED_AS_PAID,
      idempotency_key: `reads-fund-${milestone.id}`,
    });
    const [payment] = await app.services.db.select().from(payments).where(eq(payments.id, funded.payment.id));
    return { projectId: project.id as string, milestoneId: milestone.id, payment: payment! };
  }

  /** A dispute's refund of `cents`, written to the ledger only. */
  const refundInLedger = (milestoneId: string, payment: PaymentRow, cents: number) =>
    recordRefunded(app.services.db, milestoneId, {
      projectId: payment.projectId,
      amountCents: cents,
      currency: payment.currency,
      payerId: payment.payerId,
      paymentId: payment.id,
      disputeId: `dispute-of-${milestoneId}`,
      refundId: null,
    });

  /** The provider starts and delivers the milestone. */
  async function delivered(milestoneId: string) {
    await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: milestoneId });
    await ok(app, '/api/milestone/deliver-milestone', provider, { milestone_id: milestoneId, note: 'Done.' });
  }

  const earnings = async (token: string) =>
    (await call(app, 'GET', '/api/payment/fetch-earnings', { token })).body as Record<string, number>;

  it("a refund in the ledger lowers the payer's spent and shows in the payment history", async () => {
    const { milestoneId, payment } = await fundedMilestone();
    await ok(app, '/api/payment/confirm-payment', provider, { payment_id: payment.id });
    const before = await earnings(client);
    expect(before.spent_cents).toBe(30_000);

    await refundInLedger(milestoneId, payment, 10_000);

    expect(await earnings(client)).toEqual({ ...before, spent_cents: 20_000 });
    const history = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: client,
      query: { direction: 'outgoing', page_size: '100' },
    });
    expect(history.body.items.find((item: { id: string }) => item.id === payment.id)).toMatchObject({
      status: 'PAID',
      amount_cents: 30_000,
      refunded_cents: 10_000,
    });
    // The payee's history and the one payment read the same movement; the record itself is untouched.
    const incoming = await call(app, 'GET', '/api/payment/fetch-payment', {
      token: provider,
      query: { payment_id: payment.id },
    });
    expect(incoming.body.refunded_cents).toBe(10_000);
    const [record] = await app.services.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(record!.refundedCents).toBe(0);
  });

  it("a refund in the ledger lowers the provider's pending, and a release is earned", async () => {
    const before = await earnings(provider);
    const { milestoneId, payment } = await fundedMilestone();
    expect((await earnings(provider)).pending_cents).toBe(before.pending_cents! + 30_000);

    await refundInLedger(milestoneId, payment, 12_000);
    expect((await earnings(provider)).pending_cents).toBe(before.pending_cents! + 18_000);

    // Another milestone paid: its release is earned, and the refunded one stays pending at its rest.
    const paid = await fundedMilestone();
    await delivered(paid.milestoneId);
    await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: paid.milestoneId });
    await ok(app, '/api/milestone/pay-milestone', client, {
      milestone_id: paid.milestoneId,
      idempotency_key: `reads-pay-${paid.milestoneId}`,
    });
    expect(await earnings(provider)).toMatchObject({
      earned_cents: before.earned_cents! + 30_000,
      pending_cents: before.pending_cents! + 18_000,
    });
  });

  it('job success counts a closed project once the ledger released money for it', async () => {
    const profile = async () =>
      (await call(app, 'GET', '/api/review/fetch-public-profile', { query: { flid: 'readsprovider' } })).body
        .job_success as { score: number | null; counted: number; closed: number };
    const { projectId, milestoneId, payment } = await fundedMilestone();
    const before = await profile();
    await ok(app, '/api/project/close-project', client, { project_id: projectId });
    // Closed with its money still held: nothing was paid for the work, so it does not count.
    expect(await profile()).toEqual(before);

    await recordReleased(app.services.db, milestoneId, {
      projectId,
      amountCents: 30_000,
      currency: payment.currency,
      payeeId: payment.payeeId,
      paymentId: payment.id,
      cause: { kind: 'release', id: `reads-release-${milestoneId}` },
    });

    expect(await profile()).toMatchObject({ counted: before.counted + 1, closed: before.closed + 1 });
  });

  it("the console's money held falls by a refund the ledger moved out of a disputed milestone", async () => {
    const admin = await signUp(app, 'reads-admin@example.com');
    await app.services.db.update(users).set({ role: Role.ADMINISTRATOR }).where(eq(users.id, admin.userId));
    await giveSecondFactor(app, admin.userId);
    const held = async () =>
      (
        await call(app, 'GET', '/api/console/fetch-console-overview', {
          token: admin.token,
          query: { days: '7' },
        })
      ).body.money_held as { currency: string; amount_cents: number }[];
    const { milestoneId, payment } = await fundedMilestone();
    await delivered(milestoneId);
    await ok(app, '/api/dispute/open-dispute', client, {
      milestone_id: milestoneId,
      reason: 'quality',
      statement: 'Half of it is missing.',
    });
    expect(await held()).toEqual([{ currency: 'USD', amount_cents: 30_000 }]);

    await refundInLedger(milestoneId, payment, 7_500);

    expect(await held()).toEqual([{ currency: 'USD', amount_cents: 22_500 }]);
  });
});
