import {
  aspectAverages,
  checkReviewSide,
  keepAspects,
  refuseAspects,
  refuseReply,
  refuseReview,
  reviewWindowClosesAt,
} from '@lancer/api/rules/review';
import {
  COMPLETED_WORK_SHOWN,
  type CompletedWork,
  type ClientReputationFigure,
  type OwnReview,
  type ReviewAspects,
  type ProfileVisibility,
  type ProjectReviews,
  type PublicProfile,
  type Review,
} from '@lancer/api/schemas/review';
import { clientReputation } from '@lancer/api/rules/client-reputation';
import { and, count, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes } from '../db/dispute-schema';
import { hourlyWeeks } from '../db/hourly-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { requests } from '../db/request-schema';
import { projectMembers, projects, type ProjectRow } from '../db/project-schema';
import { reviews, type ReviewRow } from '../db/review-schema';
import { providerSkills, users } from '../db/user-schema';
import { conflict, fieldRefusalError, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, type PageQuery } from '../lib/paging';
import {
  finishedAt,
  paidCentsOf,
  publicity,
  providerProjects,
  publicReviewsOf,
  refreshReputations,
  reputationOf,
  reviewsOfProjects,
} from '../user/reputation';
import { loadProjectFor } from '../project/project-access';
import type { Services } from '../services';
import { fetchPublicInsight } from '../stats/stats-service';
import { changeProfile } from '../user/profile-writes';
import { loadSummaries, toSummary } from '../user/user-summaries';

/** Reviews both ways after a project, with the rules of rules/review.ts (decision 1300). */

/** The client and the provider of a project. */
async function sidesOf(db: Executor, projectId: string) {
  const rows = await db
    .select({ userId: projectMembers.userId, role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), ne(projectMembers.role, 'contributor')));
  return {
    client: rows.find((row) => row.role === 'client')?.userId ?? '',
    provider: rows.find((row) => row.role === 'provider')?.userId ?? '',
  };
}

async function toReviews(db: Executor, rows: ReviewRow[], projectsById: Map<string, ProjectRow>) {
  const people = await loadSummaries(
    db,
    rows.flatMap((row) => [row.authorId, row.subjectId]),
  );
  return rows.map((row): Review => ({
    id: row.id,
    project_id: row.projectId,
    project_title: projectsById.get(row.projectId)?.title ?? '',
    author: people.get(row.authorId),
    subject: people.get(row.subjectId),
    author_role: row.authorRole,
    rating: row.rating,
    aspects: row.aspects,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    reply:
      row.reply !== null && row.repliedAt
        ? { comment: row.reply, created_at: row.repliedAt.toISOString() }
        : null,
  }));
}

async function projectReviews(services: Services, userId: string, projectId: string, now: Date) {
  const { project, role } = await loadProjectFor(services.db, projectId, userId);
  refuse(checkReviewSide(role));
  const sides = await sidesOf(services.db, projectId);
  const otherId = role === 'provider' ? sides.client : sides.provider;
  const rows = await reviewsOfProjects(services.db, [projectId]);
  const byId = new Map([[project.id, project]]);
  const isPublic = publicity(rows, byId, now);
  const paid = (await paidCentsOf(services.db, [projectId])).get(projectId) ?? 0;
  const mine = rows.find((row) => row.authorId === userId);
  const theirs = rows.find((row) => row.authorId === otherId);
  const refusal = refuseReview({
    role,
    project: { status: project.status, finishedAt: finishedAt(project), paidCents: paid },
    alreadyReviewed: Boolean(mine),
    now,
  });
  return { project, role, otherId, rows, byId, isPublic, mine, theirs, refusal };
}

const ownView = async (
  db: Executor,
  row: ReviewRow,
  byId: Map<string, ProjectRow>,
  isPublic: boolean,
): Promise<OwnReview> => ({
  ...(await toReviews(db, [row], byId))[0]!,
  private_note: row.privateNote,
  public: isPublic,
});

export async function fetchProjectReviews(
  services: Services,
  userId: string,
  projectId: string,
  now = new Date(),
): Promise<ProjectReviews> {
  const state = await projectReviews(services, userId, projectId, now);
  const { project, byId, isPublic, mine, theirs, refusal } = state;
  const people = await loadSummaries(services.db, [state.otherId]);
  return {
    project_id: project.id,
    project_title: project.title,
    my_role: state.role as 'client' | 'provider',
    subject: people.get(state.otherId),
    window_closes_at:
      project.status === 'ONGOING' ? null : reviewWindowClosesAt(finishedAt(project)).toISOString(),
    can_review: refusal === null,
    cannot_review_reason: refusal?.message ?? null,
    mine: mine ? await ownView(services.db, mine, byId, isPublic(mine)) : null,
    theirs: theirs && isPublic(theirs) ? (await toReviews(services.db, [theirs], byId))[0]! : null,
    theirs_submitted: Boolean(theirs),
  };
}

type SubmitInput = {
  project_id: string;
  rating: number;
  aspects?: ReviewAspects;
  comment: string;
  private_note: string;
};

export async function submitReview(
  services: Services,
  userId: string,
  input: SubmitInput,
  now = new Date(),
): Promise<OwnReview> {
  const state = await projectReviews(services, userId, input.project_id, now);
  refuse(state.refusal);
  const side = state.role as 'client' | 'provider';
  const wrongAspect = refuseAspects(side, input.aspects ?? {});
  if (wrongAspect) throw fieldRefusalError(wrongAspect);
  // The unique (project_id, author_id) index settles two submissions racing: one row, the other 409.
  // Both sides' reputations move with it (PROVIDER-SORT), in its transaction.
  const row = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({
        id: newId(),
        projectId: input.project_id,
        authorId: userId,
        subjectId: state.otherId,
        authorRole: side,
        rating: input.rating,
        aspects: keepAspects(side, input.aspects ?? {}),
        comment: input.comment,
        privateNote: input.private_note,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict('You already reviewed this project');
    await refreshReputations(tx, [userId, state.otherId], now);
    return inserted;
  });
  const isPublic = publicity([...state.rows, row], state.byId, now);
  return ownView(services.db, row, state.byId, isPublic(row));
}

/** REVIEW-REPLY: the reviewed person answers a public review once; the reply is never edited. */
export async function replyToReview(
  services: Services,
  userId: string,
  input: { review_id: string; comment: string },
  now = new Date(),
): Promise<Review> {
  const { db } = services;
  const [review] = await db.select().from(reviews).where(eq(reviews.id, input.review_id)).limit(1);
  if (!review) throw notFound('Review');
  const [project] = await db.select().from(projects).where(eq(projects.id, review.projectId)).limit(1);
  if (!project) throw notFound('Review');
  const byId = new Map([[project.id, project]]);
  const isPublic = publicity(await reviewsOfProjects(db, [project.id]), byId, now);
  refuse(
    refuseReply({
      isSubject: review.subjectId === userId,
      isPublic: isPublic(review),
      alreadyReplied: review.reply !== null,
    }),
  );
  // Only while there is no reply: two replies racing leave one, the other is 409.
  const [row] = await db
    .update(reviews)
    .set({ reply: input.comment, repliedAt: now })
    .where(and(eq(reviews.id, review.id), isNull(reviews.reply)))
    .returning();
  if (!row) throw conflict('You already replied to this review');
  return (await toReviews(db, [row], byId))[0]!;
}

/** A user whose profile is shown (PROFILE-HIDE): a hidden profile answers as no such user. */
async function userByFlid(db: Executor, flid: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.flid, flid), eq(users.profilePublic, true)))
    .limit(1);
  if (!user) throw notFound('User');
  return user;
}

export async function fetchUserReviews(
  services: Services,
  query: PageQuery & { flid: string },
  now = new Date(),
) {
  const user = await userByFlid(services.db, query.flid);
  const { visible, byId } = await publicReviewsOf(services.db, user.id, now);
  const start = (query.page - 1) * query.page_size;
  const page = visible.slice(start, start + query.page_size);
  return paged(await toReviews(services.db, page, byId), visible.length, query);
}

export async function fetchPublicProfile(
  services: Services,
  flid: string,
  now = new Date(),
): Promise<PublicProfile> {
  const { db } = services;
  const user = await userByFlid(db, flid);
  const { visible, job_success, average_rating, review_count } = await reputationOf(db, user.id, now);
  const [skills] = await db.select().from(providerSkills).where(eq(providerSkills.userId, user.id));
  return {
    user: toSummary(user),
    self_intro_html: user.selfIntroHtml,
    skills: skills?.skills ?? [],
    hourly: user.hourly,
    accepting_request: user.acceptingRequest,
    job_success,
    average_rating,
    review_count,
    badges: (await fetchPublicInsight(services, user.id)).badges,
    aspect_averages: aspectAverages(visible.filter((row) => row.authorRole === 'client')),
    completed_projects: await completedWorkOf(db, user.id),
  };
}

/** PROFILE-WORK: the provider's completed projects their clients let the profile show, newest first. */
async function completedWorkOf(db: Executor, userId: string): Promise<CompletedWork[]> {
  const rows = await providerProjects(
    db,
    userId,
    eq(projects.status, 'DONE'),
    eq(projects.showOnProfile, true),
  )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(COMPLETED_WORK_SHOWN);
  const paid = await paidCentsOf(
    db,
    rows.map(({ project }) => project.id),
  );
  return rows.map(({ project }) => ({
    project_id: project.id,
    title: project.title,
    amount_cents: paid.get(project.id) ?? 0,
    currency: project.currency,
    finished_at: project.updatedAt.toISOString(),
  }));
}

/** CLIENT-REPUTATION: a client's rating, hire rate and payment record, counted here, computed by the rule. */
export async function fetchClientReputation(
  services: Services,
  clientId: string,
  now = new Date(),
): Promise<ClientReputationFigure> {
  const { db } = services;
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.id, clientId)).limit(1);
  if (!client) throw notFound('User');
  const ofClient = eq(projects.clientId, clientId);
  const [visible, posts, hired, [paidMilestones], [paidInvoices], [disputeCount]] = await Promise.all([
    publicReviewsOf(db, clientId, now),
    db.select({ status: requests.status }).from(requests).where(eq(requests.clientId, clientId)),
    db.selectDistinct({ requestId: projects.requestId }).from(projects).where(ofClient),
    db
      .select({ n: count() })
      .from(milestones)
      .innerJoin(projects, eq(projects.id, milestones.projectId))
      .where(and(ofClient, eq(milestones.status, 'PAID'))),
    db
      .select({ n: count() })
      .from(hourlyWeeks)
      .innerJoin(projects, eq(projects.id, hourlyWeeks.projectId))
      .innerJoin(payments, eq(payments.id, hourlyWeeks.paymentId))
      .where(and(ofClient, isNotNull(hourlyWeeks.paymentId), eq(payments.status, 'PAID'))),
    db
      .select({ n: count() })
      .from(disputes)
      .innerJoin(projects, eq(projects.id, disputes.projectId))
      .where(ofClient),
  ]);
  return {
    client_id: clientId,
    ...clientReputation({
      ratings: visible.visible.filter((row) => row.authorRole === 'provider').map((row) => row.rating),
      posts: posts.length,
      decidedPosts: posts.filter((post) => post.status !== 'RECRUITING').length,
      hiredPosts: hired.length,
      paidMilestones: paidMilestones?.n ?? 0,
      paidInvoices: paidInvoices?.n ?? 0,
      disputes: disputeCount?.n ?? 0,
    }),
  };
}

export async function fetchProfileVisibility(services: Services, userId: string): Promise<ProfileVisibility> {
  const [user] = await services.db
    .select({ flid: users.flid, public: users.profilePublic })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return user;
}

export async function updateProfileVisibility(
  services: Services,
  userId: string,
  body: { public: boolean },
): Promise<ProfileVisibility> {
  // Through changeProfile: the cached profile of the user goes with the change.
  const user = await changeProfile(services, userId, (writer) =>
    writer.setUser({ profilePublic: body.public }),
  );
  if (!user) throw notFound('User');
  return { flid: user.flid, public: user.profilePublic };
}

/** The FLIDs of the shown profiles of providers, for the sitemap (PROFILE-HIDE keeps a hidden one out). */
export async function listPublicProfiles(services: Services) {
  return services.db
    .select({ flid: users.flid })
    .from(users)
    .where(
      and(
        eq(users.profilePublic, true),
        or(eq(users.isServiceProvider, true), eq(users.acceptingRequest, true)),
      ),
    )
    .orderBy(users.flid);
}
