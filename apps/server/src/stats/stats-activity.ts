import { and, eq, inArray } from 'drizzle-orm';

import type { Activity } from '@lancer/api/rules/activity';

import type { Database } from '../db/client';
import { hourlyWeeks } from '../db/hourly-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projectMembers, projects } from '../db/project-schema';
import { proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { milestoneRefunded, refundedByPayment } from '../ledger/ledger-reads';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A user's activity read from the marketplace tables, money net of what the ledger refunded: the
 * records that statistics, achievements and chart series are derived from (by @lancer/api/rules,
 * as the mocks derive them).
 */
export async function readActivity(db: Database, userId: string): Promise<Activity> {
  const providing = db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, userId), eq(projectMembers.role, 'provider')));
  const [posted, sent, memberships, stones, paid, weeks] = await Promise.all([
    db.select({ at: requests.createdAt }).from(requests).where(eq(requests.clientId, userId)),
    db
      .select({ created: proposals.createdAt, updated: proposals.updatedAt, status: proposals.status })
      .from(proposals)
      .where(eq(proposals.providerId, userId)),
    db
      .select({
        role: projectMembers.role,
        status: projects.status,
        created: projects.createdAt,
        updated: projects.updatedAt,
        score: projects.score,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projectMembers.userId, userId)),
    db
      .select({
        status: milestones.status,
        amount: milestones.amountCents,
        due: milestones.dueDate,
        delivered: milestones.deliveredAt,
        approved: milestones.approvedAt,
        paid: milestones.paidAt,
        refunded: milestoneRefunded,
      })
      .from(milestones)
      .where(inArray(milestones.projectId, providing)),
    db
      .select({ id: payments.id, amount: payments.amountCents, paid: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.payerId, userId), eq(payments.status, 'PAID'))),
    // An hourly week's payment names the week where a milestone's names its milestone (decision 1400).
    db
      .select({ amount: payments.amountCents, paid: payments.paidAt })
      .from(payments)
      .innerJoin(hourlyWeeks, eq(hourlyWeeks.paymentId, payments.id))
      .where(and(eq(payments.payeeId, userId), eq(payments.status, 'PAID'))),
  ]);
  const refunded = await refundedByPayment(
    db,
    paid.map((row) => row.id),
  );
  return {
    requests: posted.map((row) => ({ created_at: iso(row.at) })),
    proposals: sent.map((row) => ({
      created_at: iso(row.created),
      updated_at: iso(row.updated),
      status: row.status,
    })),
    projects: memberships.map((row) => ({
      role: row.role,
      status: row.status,
      created_at: iso(row.created),
      updated_at: iso(row.updated),
      score: row.score,
    })),
    milestones: stones.map((row) => ({
      status: row.status,
      amount_cents: row.amount,
      due_date: row.due,
      delivered_at: isoOrNull(row.delivered),
      approved_at: isoOrNull(row.approved),
      paid_at: isoOrNull(row.paid),
      refunded_cents: Number(row.refunded),
    })),
    payments: paid.flatMap((row) =>
      row.paid
        ? [{ amount_cents: row.amount, paid_at: iso(row.paid), refunded_cents: refunded.get(row.id) ?? 0 }]
        : [],
    ),
    hourly: weeks.flatMap((row) => (row.paid ? [{ amount_cents: row.amount, paid_at: iso(row.paid) }] : [])),
  };
}
