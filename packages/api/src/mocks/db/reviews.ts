import {
  aspectAverages,
  averageRating,
  isReviewPublic,
  jobSuccess,
  paidWorkCents,
  refuseReview,
  reviewWindowClosesAt,
} from '../../rules/review';
import type { DisputeOutcome } from '../../rules/dispute';
import { publicInsightOf } from '../../rules/public-insight';
import type { Project } from '../../schemas/project';
import {
  COMPLETED_WORK_SHOWN,
  type CompletedWork,
  type OwnReview,
  type ProjectReviews,
  type PublicProfile,
  type Review,
} from '../../schemas/review';
import type { UserProfile } from '../../schemas/user';
import { fixtureTime } from '../factories/sequence';
import { summaryOf } from '../factories/user';
import { memberRoleOf } from './actions';
import { activityOf } from './statistics';
import type { MockDb, StoredReview } from './mock-db';
import { findUser } from './views';

/** The mocks' reading of reviews, with the same rules as the server (rules/review.ts). */

/**
 * What was paid for a project's work (PROFILE-WORK): its PAID milestones, less what a dispute gave
 * back to the client (the provider's share, as the server's ledger releases it), and paid hourly weeks.
 */
function paidWorkOf(db: MockDb, project: Project) {
  const paidPayments = new Set(db.payments.filter((payment) => payment.status === 'PAID').map((p) => p.id));
  const refundedOf = (milestoneId: string) =>
    db.payments
      .filter((payment) => payment.milestone_id === milestoneId)
      .reduce((total, payment) => total + payment.refunded_cents, 0);
  return paidWorkCents({
    milestoneCents: db.milestones
      .filter((milestone) => milestone.project_id === project.id && milestone.status === 'PAID')
      .map((milestone) => milestone.amount_cents - refundedOf(milestone.id)),
    weekCents: db.hourlyWeeks
      .filter(
        (week) =>
          week.project_id === project.id && week.payment_id !== null && paidPayments.has(week.payment_id),
      )
      .map((week) => week.amount_cents),
  });
}

/** The mock store's "now": its deterministic clock. */
export const mockNow = (db: MockDb) => new Date(fixtureTime(db.clock));

/** When a finished project finished: its last update (nothing changes in it afterwards). */
const finishedAt = (project: Project) => project.updated_at;

const projectOf = (db: MockDb, projectId: string) => db.projects.find((project) => project.id === projectId);

export function isPublic(db: MockDb, stored: StoredReview) {
  const project = projectOf(db, stored.project_id);
  if (!project) return false;
  const bothIn = db.reviews.filter((review) => review.project_id === stored.project_id).length >= 2;
  return isReviewPublic({
    bothIn,
    finishedAt: finishedAt(project),
    now: mockNow(db),
    hidden: Boolean(stored.hidden),
  });
}

export function reviewView(db: MockDb, stored: StoredReview): Review {
  const project = projectOf(db, stored.project_id);
  return {
    id: stored.id,
    project_id: stored.project_id,
    project_title: project?.title ?? '',
    author: summaryOf(findUser(db, stored.author_id)),
    subject: summaryOf(findUser(db, stored.subject_id)),
    author_role: stored.author_role,
    rating: stored.rating,
    aspects: stored.aspects ?? {},
    comment: stored.comment,
    created_at: stored.created_at,
    reply: stored.reply ?? null,
  };
}

export const ownReviewView = (db: MockDb, stored: StoredReview): OwnReview => ({
  ...reviewView(db, stored),
  private_note: stored.private_note,
  public: isPublic(db, stored),
});

/** The caller's side and the other side of a project (its client and its first provider). */
export function sidesOf(db: MockDb, project: Project, meId: string) {
  const role = memberRoleOf(db, project.id, meId);
  const providerId = project.providers[0]?.user_id ?? '';
  const otherId = role === 'provider' ? project.client.user_id : providerId;
  return { role, otherId };
}

export function reviewRefusal(db: MockDb, project: Project, meId: string) {
  const { role } = sidesOf(db, project, meId);
  return refuseReview({
    role,
    project: {
      status: project.status,
      finishedAt: finishedAt(project),
      paidCents: paidWorkOf(db, project),
    },
    alreadyReviewed: db.reviews.some(
      (review) => review.project_id === project.id && review.author_id === meId,
    ),
    now: mockNow(db),
  });
}

export function projectReviewsView(db: MockDb, project: Project, meId: string): ProjectReviews {
  const { role, otherId } = sidesOf(db, project, meId);
  const mine = db.reviews.find((review) => review.project_id === project.id && review.author_id === meId);
  const theirs = db.reviews.find(
    (review) => review.project_id === project.id && review.author_id === otherId,
  );
  const refusal = reviewRefusal(db, project, meId);
  return {
    project_id: project.id,
    project_title: project.title,
    my_role: role as 'client' | 'provider',
    subject: summaryOf(findUser(db, otherId)),
    window_closes_at:
      project.status === 'ONGOING' ? null : reviewWindowClosesAt(finishedAt(project)).toISOString(),
    can_review: refusal === null,
    cannot_review_reason: refusal?.message ?? null,
    mine: mine ? ownReviewView(db, mine) : null,
    theirs: theirs && isPublic(db, theirs) ? reviewView(db, theirs) : null,
    theirs_submitted: Boolean(theirs),
  };
}

/** Public reviews a user received, newest first. */
export const publicReviewsOf = (db: MockDb, userId: string) =>
  db.reviews
    .filter((review) => review.subject_id === userId && isPublic(db, review))
    .sort((left, right) => right.created_at.localeCompare(left.created_at));

export function findByFlid(db: MockDb, flid: string): UserProfile | undefined {
  return db.users.find((user) => user.account.basic.FLID.identity === flid);
}

/** A user whose public profile is shown (PROFILE-HIDE): a hidden one reads as no such user. */
export function findPublicByFlid(db: MockDb, flid: string): UserProfile | undefined {
  const user = findByFlid(db, flid);
  return user && !db.hiddenProfiles.includes(user.account.basic.user_id) ? user : undefined;
}

/**
 * A user's reputation (JOB-SUCCESS over their finished work as a provider, the mean of their public
 * ratings): what the public profile shows and search-for-users sorts by.
 */
export function reputationOf(db: MockDb, userId: string) {
  const received = publicReviewsOf(db, userId);
  // How the provider's resolved disputes ended, by project: a refund counts at once (decision 1380).
  const outcomes = new Map<string, DisputeOutcome[]>();
  for (const dispute of db.disputes)
    if (dispute.provider.user_id === userId && dispute.resolution)
      outcomes.set(dispute.project_id, [
        ...(outcomes.get(dispute.project_id) ?? []),
        dispute.resolution.outcome,
      ]);
  const finished = db.projects.filter(
    (project) =>
      (project.status !== 'ONGOING' || outcomes.has(project.id)) &&
      project.providers.some((p) => p.user_id === userId),
  );
  const ratingOf = (projectId: string) =>
    received.find((review) => review.project_id === projectId && review.author_role === 'client')?.rating ??
    null;
  return {
    received,
    job_success: jobSuccess(
      finished.map((project) => ({
        clientId: project.client.user_id,
        status: project.status as 'DONE' | 'CLOSED' | 'ONGOING',
        score: project.score,
        rating: ratingOf(project.id),
        paidCents: paidWorkOf(db, project),
        disputeOutcomes: outcomes.get(project.id) ?? [],
      })),
    ),
    average_rating: averageRating(received.map((review) => review.rating)),
    review_count: received.length,
  };
}

/** PROFILE-WORK: the provider's completed projects their clients let the profile show, newest first. */
function completedWorkOf(db: MockDb, userId: string): CompletedWork[] {
  return db.projects
    .filter(
      (project) =>
        project.status === 'DONE' &&
        db.workShown.includes(project.id) &&
        project.providers.some((provider) => provider.user_id === userId),
    )
    .sort((left, right) => right.updated_at.localeCompare(left.updated_at))
    .slice(0, COMPLETED_WORK_SHOWN)
    .map((project) => ({
      project_id: project.id,
      title: project.title,
      amount_cents: paidWorkOf(db, project),
      currency: project.currency,
      finished_at: project.updated_at,
    }));
}

export function publicProfileView(db: MockDb, profile: UserProfile): PublicProfile {
  const userId = profile.account.basic.user_id;
  const { received, ...reputation } = reputationOf(db, userId);
  return {
    user: summaryOf(profile),
    self_intro_html: profile.account.basic.self_intro.content_html,
    skills: db.providerSkills[userId] ?? [],
    hourly: profile.account.provider.expected_salary.hourly,
    accepting_request: profile.account.provider.accepting_request,
    ...reputation,
    badges: publicInsightOf(activityOf(db, userId)).badges,
    completed_projects: completedWorkOf(db, userId),
    aspect_averages: aspectAverages(
      received
        .filter((review) => review.author_role === 'client')
        .map((review) => ({ aspects: review.aspects ?? {} })),
    ),
  };
}
