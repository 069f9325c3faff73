import type { Payment } from '@lancer/api/schemas/payment';
import { inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { milestones } from '../db/milestone-schema';
import { type PaymentRow } from '../db/payment-schema';
import { projects } from '../db/project-schema';
import { weekTitles } from '../hourly/hourly-billing';
import { iso, isoOrNull } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

export async function toPayments(db: Executor, rows: PaymentRow[]): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const [projectRows, milestoneRows, people, weeks] = await Promise.all([
    db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .where(
        inArray(
          projects.id,
          rows.map((r) => r.projectId),
        ),
      ),
    db
      .select({ id: milestones.id, title: milestones.title })
      .from(milestones)
      .where(
        inArray(
          milestones.id,
          rows.map((r) => r.milestoneId),
        ),
      ),
    loadSummaries(
      db,
      rows.flatMap((row) => [row.payerId, row.payeeId]),
    ),
    weekTitles(
      db,
      rows.map((row) => row.milestoneId),
    ),
  ]);
  const projectTitle = new Map(projectRows.map((row) => [row.id, row.title]));
  const milestoneTitle = new Map(milestoneRows.map((row) => [row.id, row.title]));
  return rows.map((row) => ({
    id: row.id,
    project_id: row.projectId,
    project_title: projectTitle.get(row.projectId) ?? '',
    milestone_id: row.milestoneId,
    milestone_title: milestoneTitle.get(row.milestoneId) ?? weeks.get(row.milestoneId) ?? '',
    payer: people.get(row.payerId),
    payee: people.get(row.payeeId),
    amount_cents: row.amountCents,
    currency: row.currency,
    method: row.method,
    status: row.status,
    checkout_url: row.status === 'OUTSTANDING' ? row.checkoutUrl : null,
    proof_url: row.proofUrl,
    created_at: iso(row.createdAt),
    paid_at: isoOrNull(row.paidAt),
  }));
}

export async function toPayment(db: Executor, row: PaymentRow) {
  const [payment] = await toPayments(db, [row]);
  return payment!;
}
