import type { DisputeOutcome } from '@lancer/api/rules/dispute';
import {
  averageRating,
  isReviewPublic,
  jobSuccess,
  paidWorkCents,
  reviewWindowClosesAt,
} from '@lancer/api/rules/review';
import { and, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes } from '../db/dispute-schema';
import { projectMembers, projects, type ProjectRow } from '../db/project-schema';
import { providerReputations, reviews, type ReviewRow } from '../db/review-schema';
import { paidToProviders } from '../ledger/ledger-reads';

/**
 * A user's reputation, computed once in TypeScript by rules/review.ts (decision 1360): the public
 * profile reads it live, and `provider_reputations` stores the same figures for search-for-users to
 * filter and sort by (PROVIDER-SORT).
 */

/** A finished project finished at its last update (nothing changes in it afterwards). */
export const finishedAt = (project: ProjectRow) => project.updatedAt;

/**
 * What was paid for each project's work (paidWorkCents), read from the ledger (decision 2000): the
 * milestones' money released to the provider (a dispute's share, not the whole milestone) and the
 * hourly weeks' invoices paid.
 */
export async function paidCentsOf(db: Executor, projectIds: string[]) {
  const paid = await paidToProviders(db, projectIds);
  const of = (projectId: string, subject: 'milestone' | 'hourly_week') =>
    paid.filter((row) => row.projectId === projectId && row.subject === subject).map((row) => row.cents);
  return new Map(
    projectIds.map((projectId) => [
      projectId,
      paidWorkCents({ milestoneCents: of(projectId, 'milestone'), weekCents: of(projectId, 'hourly_week') }),
    ]),
  );
}

export const reviewsOfProjects = (db: Executor, projectIds: string[]) =>
  projectIds.length === 0
    ? Promise.resolve([] as ReviewRow[])
    : db.select().from(reviews).where(inArray(reviews.projectId, projectIds));

/** Whether each review is public: both of its project in, or the window closed (REVIEW-BLIND). */
export function publicity(rows: ReviewRow[], projectsById: Map<string, ProjectRow>, now: Date) {
  const perProject = new Map<string, number>();
  for (const row of rows) perProject.set(row.projectId, (perProject.get(row.projectId) ?? 0) + 1);
  return (row: ReviewRow) => {
    const project = projectsById.get(row.projectId);
    return Boolean(
      project &&
      isReviewPublic({
        bothIn: (perProject.get(row.projectId) ?? 0) >= 2,
        finishedAt: finishedAt(project),
        now,
        hidden: row.hiddenAt !== null,
      }),
    );
  };
}

/**
 * The public reviews a user received, newest first (REVIEW-BLIND decides which are public), and
 * when the next of the others turns public by its window closing (null: none will by time alone).
 */
export async function publicReviewsOf(db: Executor, userId: string, now: Date) {
  const received = await db.select().from(reviews).where(eq(reviews.subjectId, userId));
  const projectIds = [...new Set(received.map((row) => row.projectId))];
  const projectRows = projectIds.length
    ? await db.select().from(projects).where(inArray(projects.id, projectIds))
    : [];
  const byId = new Map(projectRows.map((project) => [project.id, project]));
  const isPublic = publicity(await reviewsOfProjects(db, projectIds), byId, now);
  const visible = received
    .filter(isPublic)
    .sort(
      (left, right) => right.createdAt.getTime() - left.createdAt.getTime() || (left.id < right.id ? 1 : -1),
    );
  const turnsPublicAt = received
    .filter((row) => row.hiddenAt === null && !isPublic(row) && byId.has(row.projectId))
    .map((row) => reviewWindowClosesAt(finishedAt(byId.get(row.projectId)!)).getTime());
  const nextPublicAt = turnsPublicAt.length ? new Date(Math.min(...turnsPublicAt)) : null;
  return { visible, byId, nextPublicAt };
}

/** The projects a user worked on as their provider that meet `where`, as a select to order or limit. */
export const providerProjects = (db: Executor, userId: string, ...where: SQL[]) =>
  db
    .select({ project: projects })
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(and(eq(projectMembers.userId, userId), eq(projectMembers.role, 'provider'), ...where))
    .$dynamic();

/** How the resolved disputes (SETTLED or DECIDED) of a provider ended, by project (decision 1380). */
async function disputeOutcomesOf(db: Executor, providerId: string) {
  const rows = await db
    .select({ projectId: disputes.projectId, outcome: disputes.outcome })
    .from(disputes)
    .where(and(eq(disputes.providerId, providerId), inArray(disputes.status, ['SETTLED', 'DECIDED'])));
  const byProject = new Map<string, DisputeOutcome[]>();
  for (const { projectId, outcome } of rows)
    if (outcome) byProject.set(projectId, [...(byProject.get(projectId) ?? []), outcome]);
  return byProject;
}

/** JOB-SUCCESS and the mean public rating of a user, with the public reviews they come from. */
export async function reputationOf(db: Executor, userId: string, now: Date) {
  const { visible, nextPublicAt } = await publicReviewsOf(db, userId, now);
  const outcomes = await disputeOutcomesOf(db, userId);
  // Finished projects, and ongoing ones whose dispute ended: a refund counts at once (decision 1380).
  const finished = await providerProjects(
    db,
    userId,
    outcomes.size > 0
      ? or(ne(projects.status, 'ONGOING'), inArray(projects.id, [...outcomes.keys()]))!
      : ne(projects.status, 'ONGOING'),
  );
  const paid = await paidCentsOf(
    db,
    finished.map(({ project }) => project.id),
  );
  const ratingOf = (projectId: string) =>
    visible.find((row) => row.projectId === projectId && row.authorRole === 'client')?.rating ?? null;
  return {
    visible,
    nextPublicAt,
    job_success: jobSuccess(
      finished.map(({ project }) => ({
        clientId: project.clientId,
        status: project.status as 'DONE' | 'CLOSED' | 'ONGOING',
        score: project.score,
        rating: ratingOf(project.id),
        paidCents: paid.get(project.id) ?? 0,
        disputeOutcomes: outcomes.get(project.id) ?? [],
      })),
    ),
    average_rating: averageRating(visible.map((row) => row.rating)),
    review_count: visible.length,
  };
}

/**
 * PROVIDER-SORT: stores the reputation of these users as it is now. Called inside the transaction
 * of each change that moves it (a project finishing, a review in, hidden or shown, a dispute settled
 * or decided), so a search
 * never sees the change without its figures.
 */
export async function refreshReputations(db: Executor, userIds: readonly string[], now = new Date()) {
  for (const userId of new Set(userIds.filter(Boolean))) {
    const figures = await reputationOf(db, userId, now);
    const values = {
      jobSuccess: figures.job_success.score,
      rating: figures.average_rating,
      reviewCount: figures.review_count,
      refreshAt: figures.nextPublicAt,
    };
    await db
      .insert(providerReputations)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: providerReputations.userId, set: values });
  }
}

/**
 * Before a search: the figures that moved with time alone (a review turned public as its window
 * closed), and those of users with a record but no row yet (data from before the table, seeds).
 */
export async function refreshDueReputations(db: Executor, now = new Date()) {
  const noRow = (userId: unknown) =>
    sql`not exists (select 1 from ${providerReputations} where ${providerReputations.userId} = ${userId})`;
  const [due, finishedWithout, reviewedWithout] = await Promise.all([
    db
      .select({ id: providerReputations.userId })
      .from(providerReputations)
      .where(lte(providerReputations.refreshAt, now)),
    db
      .selectDistinct({ id: projectMembers.userId })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(
        and(
          eq(projectMembers.role, 'provider'),
          ne(projects.status, 'ONGOING'),
          noRow(projectMembers.userId),
        ),
      ),
    db.selectDistinct({ id: reviews.subjectId }).from(reviews).where(noRow(reviews.subjectId)),
  ]);
  const ids = [...due, ...finishedWithout, ...reviewedWithout].map((row) => row.id);
  if (ids.length) await refreshReputations(db, ids, now);
}
