import { and, desc, eq, or, type SQL } from 'drizzle-orm';

import {
  checkInvoicePay,
  checkPaymentConfirm,
  checkPaymentProof,
  checkPaymentVisible,
} from '@lancer/api/rules/payment-access';
import { paymentSummary } from '@lancer/api/rules/payment-summary';

import { hourlyWeeks } from '../db/hourly-schema';
import { payments, subscriptionPayments, type PaymentRow } from '../db/payment-schema';
import { projectMembers } from '../db/project-schema';
import { AppError, invalidTransition, notFound, refuse } from '../http/errors';
import { once } from '../http/idempotency';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso, isoOrNull } from '../lib/time';
import type { UploadedFile } from '../http/multipart';
import { storeAttachment } from '../files/stored-files';
import { providerMilestoneMoney, refundedByPayment } from '../ledger/ledger-reads';
import type { Services } from '../services';
import { openWeekCheckout } from './payment-checkout';
import { markPaymentPaid } from './payment-settlement';
import { toPayment, toPayments } from './payment-view';

type HistoryQuery = PageQuery & {
  direction: 'all' | 'incoming' | 'outgoing';
  status?: 'OUTSTANDING' | 'PAID';
  project_id?: string;
};

export async function fetchPaymentHistory(services: Services, userId: string, query: HistoryQuery) {
  const where: SQL[] = [
    query.direction === 'incoming'
      ? eq(payments.payeeId, userId)
      : query.direction === 'outgoing'
        ? eq(payments.payerId, userId)
        : or(eq(payments.payeeId, userId), eq(payments.payerId, userId))!,
  ];
  if (query.status) where.push(eq(payments.status, query.status));
  if (query.project_id) where.push(eq(payments.projectId, query.project_id));
  const condition = and(...where);
  const { rows, total } = await readPage(
    services.db,
    payments,
    condition,
    [desc(payments.createdAt), desc(payments.id)],
    query,
  );
  return paged(await toPayments(services.db, rows), total, query);
}

async function loadPaymentFor(services: Services, userId: string, paymentId: string) {
  const [row] = await services.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!row) throw notFound('Payment');
  refuse(checkPaymentVisible(paymentFacts(row), userId));
  return row;
}

const paymentFacts = (row: PaymentRow) => ({
  payerId: row.payerId,
  payeeId: row.payeeId,
  method: row.method,
  status: row.status,
  hasProof: Boolean(row.proofUrl),
});

export async function fetchPayment(services: Services, userId: string, paymentId: string) {
  return toPayment(services.db, await loadPaymentFor(services, userId, paymentId));
}

/** The payee confirms that off-platform money arrived. */
export async function confirmPayment(services: Services, userId: string, paymentId: string) {
  const row = await loadPaymentFor(services, userId, paymentId);
  refuse(checkPaymentConfirm(paymentFacts(row), userId));
  const paid = await markPaymentPaid(services, { paymentId });
  if (!paid) throw invalidTransition('payment', 'PAID', 'confirm');
  return toPayment(services.db, paid);
}

/**
 * HOURLY-PAY-INVOICE (decision 1402): the payer pays an hourly week's invoice as a milestone is
 * funded: through the same card checkout (openCheckout), once per key, the invoice's row locked
 * while its checkout is opened and saved in one transaction. The webhook or the sandbox's page
 * then makes it PAID (markPaymentPaid), once.
 */
export async function payInvoice(
  services: Services,
  userId: string,
  input: { payment_id: string; idempotency_key: string },
) {
  const call = { userId, key: input.idempotency_key, operation: 'payInvoice', args: input };
  return once(services.db, call, async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, input.payment_id)).for('update');
    if (!row) throw notFound('Payment');
    const [week] = await tx
      .select({ weekStart: hourlyWeeks.weekStart })
      .from(hourlyWeeks)
      .where(eq(hourlyWeeks.id, row.milestoneId));
    refuse(
      checkInvoicePay(
        { ...paymentFacts(row), invoice: Boolean(week), charging: row.autoCharge === 'pending' },
        userId,
      ),
    );
    const checkout = await openWeekCheckout(services, { ...row, week: week!.weekStart });
    const [opened] = await tx
      .update(payments)
      .set({ checkoutUrl: checkout.url, checkoutSessionId: checkout.sessionId })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'OUTSTANDING')))
      .returning();
    return toPayment(tx, opened!);
  });
}

export async function uploadPaymentProof(services: Services, userId: string, upload: UploadedFile) {
  const paymentId = upload.fields.payment_id;
  if (!paymentId)
    throw new AppError(400, 'VALIDATION_FAILED', 'payment_id: Required', { payment_id: 'Required' });
  const row = await loadPaymentFor(services, userId, paymentId);
  refuse(checkPaymentProof(paymentFacts(row), userId));
  // The proof is its payment's from the start: the payer, the payee and administrators only (FILE-ACCESS).
  const updated = await services.db.transaction(async (tx) => {
    const { stored } = await storeAttachment(
      services,
      userId,
      upload,
      { kind: 'payment', id: row.id, db: tx },
      'image-or-pdf',
    );
    const [changed] = await tx
      .update(payments)
      .set({ proofUrl: stored })
      .where(eq(payments.id, row.id))
      .returning();
    return changed!;
  });
  return toPayment(services.db, updated);
}

/** The payments a user made, each net of what the ledger refunded of it (decision 2000). */
async function paymentsMadeBy(services: Services, userId: string) {
  const rows = await services.db
    .select({ id: payments.id, status: payments.status, amount_cents: payments.amountCents })
    .from(payments)
    .where(eq(payments.payerId, userId));
  const refunded = await refundedByPayment(
    services.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, refunded_cents: refunded.get(row.id) ?? 0 }));
}

/**
 * PAYMENT-SUMMARY: earned, pending and spent, by the rule the mocks share, the money read from the
 * ledger (decision 2000): what was held for each of the provider's milestones and what a dispute
 * refunded; the payer's payments net of their refunds.
 */
export async function fetchEarnings(services: Services, userId: string) {
  const asProvider = services.db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, userId), eq(projectMembers.role, 'provider')));
  const [providerMilestones, paymentsMade] = await Promise.all([
    providerMilestoneMoney(services.db, asProvider).then((rows) =>
      rows.map((row) => ({
        status: row.status,
        amount_cents: Number(row.amount_cents),
        refunded_cents: Number(row.refunded_cents),
      })),
    ),
    paymentsMadeBy(services, userId),
  ]);
  return { currency: 'USD', ...paymentSummary({ providerMilestones, paymentsMade }) };
}

export async function fetchSubscriptionPayments(services: Services, userId: string, query: PageQuery) {
  const condition = eq(subscriptionPayments.userId, userId);
  const { rows, total } = await readPage(
    services.db,
    subscriptionPayments,
    condition,
    [desc(subscriptionPayments.periodStart)],
    query,
  );
  const items = rows.map((row) => ({
    id: row.id,
    subscription_id: row.subscriptionId,
    customer_email: row.customerEmail,
    amount_due_cents: row.amountDueCents,
    currency: row.currency,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    paid_at: isoOrNull(row.paidAt),
    invoice_url: row.invoiceUrl,
    pdf_url: row.pdfUrl,
  }));
  return paged(items, total, query);
}
