import type { FundingPayment, Milestone, MilestoneDetail } from '@lancer/api/schemas/milestone';
import type { Project } from '@lancer/api/schemas/project';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { hourlyContracts } from '../db/hourly-schema';
import { issues } from '../db/issue-schema';
import { milestones, type MilestoneRow } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projectMembers, type ProjectRow } from '../db/project-schema';
import { signFileUrl } from '../files/file-links';
import { iso, isoOrNull } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

export const toMilestone = (row: MilestoneRow): Milestone => ({
  id: row.id,
  project_id: row.projectId,
  position: row.position,
  title: row.title,
  description: row.description,
  amount_cents: row.amountCents,
  currency: row.currency,
  due_date: row.dueDate,
  status: row.status,
  funded_at: isoOrNull(row.fundedAt),
  delivered_at: isoOrNull(row.deliveredAt),
  delivery_note: row.deliveryNote,
  approved_at: isoOrNull(row.approvedAt),
  paid_at: isoOrNull(row.paidAt),
});

/**
 * The latest payment of each milestone: the one that funds it (or is trying to). Its proof is
 * signed for its payer and payee only; a collaborator sees that there is one, not the receipt.
 */
async function fundingPayments(db: Executor, milestoneIds: string[], viewerId: string | undefined) {
  if (milestoneIds.length === 0) return new Map<string, FundingPayment>();
  const rows = await db
    .selectDistinctOn([payments.milestoneId])
    .from(payments)
    .where(inArray(payments.milestoneId, milestoneIds))
    .orderBy(payments.milestoneId, desc(payments.createdAt), desc(payments.id));
  return new Map(
    rows.map((row) => [
      row.milestoneId,
      {
        id: row.id,
        method: row.method,
        status: row.status,
        checkout_url: row.status === 'OUTSTANDING' ? row.checkoutUrl : null,
        proof_url:
          row.proofUrl && (viewerId === row.payerId || viewerId === row.payeeId)
            ? signFileUrl(row.proofUrl)
            : row.proofUrl,
      },
    ]),
  );
}

/** The first milestone not PAID of each project, with what decides the next action on it. */
async function nextMilestones(db: Executor, projectIds: string[], viewerId: string | undefined) {
  const rows = await db
    .selectDistinctOn([milestones.projectId])
    .from(milestones)
    .where(and(inArray(milestones.projectId, projectIds), sql`${milestones.status} <> 'PAID'`))
    .orderBy(milestones.projectId, asc(milestones.position));
  const paymentOf = await fundingPayments(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return new Map(
    rows.map((row) => [
      row.projectId,
      {
        id: row.id,
        title: row.title,
        status: row.status,
        delivered_at: isoOrNull(row.deliveredAt),
        funding_payment: paymentOf.get(row.id) ?? null,
      },
    ]),
  );
}

export async function toProjects(db: Executor, rows: ProjectRow[], viewerId?: string): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [stones, openIssues, members, next] = await Promise.all([
    db
      .select({
        projectId: milestones.projectId,
        n: count(),
        done: sql<number>`count(*) filter (where ${milestones.status} in ('DONE', 'PAID'))`.mapWith(Number),
        paid: sql<number>`coalesce(sum(${milestones.amountCents}) filter (where ${milestones.status} = 'PAID'), 0)`.mapWith(
          Number,
        ),
      })
      .from(milestones)
      .where(inArray(milestones.projectId, ids))
      .groupBy(milestones.projectId),
    db
      .select({ projectId: issues.projectId, n: count() })
      .from(issues)
      .where(and(inArray(issues.projectId, ids), eq(issues.state, 'open')))
      .groupBy(issues.projectId),
    db
      .select()
      .from(projectMembers)
      .where(and(inArray(projectMembers.projectId, ids), eq(projectMembers.role, 'provider'))),
    nextMilestones(db, ids, viewerId),
  ]);
  const people = await loadSummaries(db, [
    ...rows.map((row) => row.clientId),
    ...members.map((m) => m.userId),
  ]);
  const stoneOf = new Map(stones.map((row) => [row.projectId, row]));
  const hourlyIds = new Set(
    (
      await db
        .select({ projectId: hourlyContracts.projectId })
        .from(hourlyContracts)
        .where(inArray(hourlyContracts.projectId, ids))
    ).map((row) => row.projectId),
  );
  const openOf = new Map(openIssues.map((row) => [row.projectId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    request_id: row.requestId,
    proposal_id: row.proposalId,
    client: people.get(row.clientId),
    providers: members.filter((m) => m.projectId === row.id).map((m) => people.get(m.userId)),
    status: row.status,
    budget_cents: row.budgetCents,
    paid_cents: stoneOf.get(row.id)?.paid ?? 0,
    currency: row.currency,
    hourly: hourlyIds.has(row.id),
    milestone_count: stoneOf.get(row.id)?.n ?? 0,
    milestones_done: stoneOf.get(row.id)?.done ?? 0,
    open_issue_count: openOf.get(row.id) ?? 0,
    score: row.score,
    next_milestone: next.get(row.id) ?? null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

export async function toProjectDetail(db: Executor, row: ProjectRow, viewerId: string) {
  const [[project], stones, openLinked] = await Promise.all([
    toProjects(db, [row], viewerId),
    db.select().from(milestones).where(eq(milestones.projectId, row.id)).orderBy(asc(milestones.position)),
    db
      .select({ milestoneId: issues.milestoneId, n: count() })
      .from(issues)
      .where(and(eq(issues.projectId, row.id), eq(issues.state, 'open')))
      .groupBy(issues.milestoneId),
  ]);
  const paymentOf = await fundingPayments(
    db,
    stones.map((stone) => stone.id),
    viewerId,
  );
  const openOf = new Map(openLinked.map((entry) => [entry.milestoneId, entry.n]));
  const details: MilestoneDetail[] = stones.map((stone) => ({
    ...toMilestone(stone),
    open_issue_count: openOf.get(stone.id) ?? 0,
    funding_payment: paymentOf.get(stone.id) ?? null,
  }));
  return { ...project!, milestones: details };
}
