import { hourlyPaymentTitle } from '@lancer/api/rules/hourly';
import type { Payment } from '@lancer/api/schemas/payment';
import { inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { hourlyWeeks } from '../db/hourly-schema';
import { type PaymentRow } from '../db/payment-schema';
import { signFileUrl } from '../files/file-links';
import { refundedByPayment } from '../ledger/ledger-reads';
import { iso, isoOrNull } from '../lib/time';
import { loadTitles } from '../project/project-titles';
import { loadSummaries } from '../user/user-summaries';

export async function toPayments(db: Executor, rows: PaymentRow[]): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const [titles, people, weeks, refunded] = await Promise.all([
    loadTitles(db, rows),
    loadSummaries(
      db,
      rows.flatMap((row) => [row.payerId, row.payeeId]),
    ),
    weekTitles(
      db,
      rows.map((row) => row.milestoneId),
    ),
    refundedByPayment(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    project_id: row.projectId,
    project_title: titles.projectTitle(row.projectId),
    kind: weeks.has(row.milestoneId) ? ('hourly_week' as const) : ('milestone' as const),
    milestone_id: row.milestoneId,
    milestone_title: titles.milestoneTitle(row.milestoneId) || (weeks.get(row.milestoneId) ?? ''),
    payer: people.get(row.payerId),
    payee: people.get(row.payeeId),
    amount_cents: row.amountCents,
    currency: row.currency,
    method: row.method,
    status: row.status,
    checkout_url: row.status === 'OUTSTANDING' ? row.checkoutUrl : null,
    charging: row.status === 'OUTSTANDING' && row.autoCharge === 'pending',
    proof_url: row.proofUrl && signFileUrl(row.proofUrl),
    created_at: iso(row.createdAt),
    paid_at: isoOrNull(row.paidAt),
    dispute_outcome: row.disputeOutcome,
    // What a dispute gave back, as the ledger moved it (decision 2000).
    refunded_cents: refunded.get(row.id) ?? 0,
  }));
}

export async function toPayment(db: Executor, row: PaymentRow) {
  const [payment] = await toPayments(db, [row]);
  return payment!;
}

/** Payment history's title of an hourly week's payment (its milestone_id is the week's id). */
async function weekTitles(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: hourlyWeeks.id, week: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(inArray(hourlyWeeks.id, ids));
  return new Map(rows.map((row) => [row.id, hourlyPaymentTitle(row.week)]));
}
