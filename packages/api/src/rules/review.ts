import { Role } from '../constants';
import type { ProjectState } from '../states/project';
import type { DisputeOutcome } from './dispute';
import { conflict, forbidden, notFound, wrongState, type Refusal } from './refusal';

/**
 * Reviews after a project (decision 1300): both sides review each other once, within
 * REVIEW_WINDOW_DAYS of the project finishing; a review stays hidden from everyone but its author
 * until both are in or the window closes (REVIEW-BLIND). The server (review-service.ts) and the
 * mocks (mocks/handlers/review) both decide with these functions.
 */

export const REVIEW_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a finished project's review window closes. */
export const reviewWindowClosesAt = (finishedAt: Date | string) =>
  new Date(new Date(finishedAt).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

export type ReviewSide = 'client' | 'provider';

export type ReviewCandidate = {
  /** The caller's role in the project; null when not a member. */
  role: 'client' | 'provider' | 'contributor' | null;
  project: { status: ProjectState; finishedAt: Date | string; paidCents: number };
  alreadyReviewed: boolean;
  now: Date;
};

/** Only a project's client and provider review it and read its reviews (contributors do not). */
export const checkReviewSide = (role: ReviewCandidate['role']): Refusal | null =>
  role === 'client' || role === 'provider'
    ? null
    : forbidden('Only the client and the provider of a project can review it');

/** REVIEW-ONCE: null when the caller may review this project now; otherwise why not. */
export function refuseReview(candidate: ReviewCandidate): Refusal | null {
  const { role, project } = candidate;
  const side = checkReviewSide(role);
  if (side) return side;
  if (project.status === 'ONGOING') return wrongState('You can review once the project is finished');
  if (project.status === 'CLOSED' && project.paidCents === 0)
    return wrongState('This project closed before any work was paid; there is nothing to review');
  if (candidate.now.getTime() >= reviewWindowClosesAt(project.finishedAt).getTime())
    return wrongState(`The ${REVIEW_WINDOW_DAYS}-day review window of this project has closed`);
  if (candidate.alreadyReviewed) return conflict('You already reviewed this project');
  return null;
}

/**
 * REVIEW-BLIND: a review is public once both sides have reviewed or the window has closed; until
 * then only its author sees it. REVIEW-HIDDEN (decision 1504): a review an administrator hid is
 * never public, so no profile, list, rating or job success counts it.
 */
export const isReviewPublic = (state: {
  bothIn: boolean;
  finishedAt: Date | string;
  now: Date;
  hidden?: boolean;
}) =>
  !state.hidden && (state.bothIn || state.now.getTime() >= reviewWindowClosesAt(state.finishedAt).getTime());

/**
 * REPORT-VISIBLE: who sees a review, whatever reads it (a report of it too): its author always,
 * administrators always, everyone else once it is public (isReviewPublic); the others are told it
 * does not exist.
 */
export function checkReviewVisible(
  review: { authorId: string; isPublic: boolean },
  viewer: { id: string; role: number | null },
): Refusal | null {
  if (review.isPublic || review.authorId === viewer.id) return null;
  if (viewer.role !== null && (viewer.role & Role.ADMINISTRATOR) !== 0) return null;
  return notFound('Review');
}

/**
 * REVIEW-ASPECTS (decision 1340): besides the overall rating, a review may rate named aspects 1–5.
 * The aspects depend on whom the review is about: a client reviews the provider's quality,
 * communication and deadlines; a provider reviews the client's clarity, payment and communication.
 * Every aspect is optional (reviews written before aspects existed have none).
 */
export const PROVIDER_ASPECTS = ['quality', 'communication', 'deadlines'] as const;
export const CLIENT_ASPECTS = ['clarity', 'payment', 'communication'] as const;
export const REVIEW_ASPECTS = ['quality', 'communication', 'deadlines', 'clarity', 'payment'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export type AspectRatings = Partial<Record<ReviewAspect, number>>;

/** The aspects the author of a review rates: of the provider when the client writes, and the other way. */
export const aspectsRatedBy = (authorRole: ReviewSide): readonly ReviewAspect[] =>
  authorRole === 'client' ? PROVIDER_ASPECTS : CLIENT_ASPECTS;

/** A refusal that names the field it is about (a 400 VALIDATION_FAILED on `aspects.<name>`). */
export type FieldRefusal = { status: 400; code: 'VALIDATION_FAILED'; message: string; field: string };

/** REVIEW-ASPECTS: null when every rated aspect is one the author's side rates; otherwise the first that is not. */
export function refuseAspects(authorRole: ReviewSide, aspects: AspectRatings): FieldRefusal | null {
  const allowed = aspectsRatedBy(authorRole);
  const wrong = REVIEW_ASPECTS.find((aspect) => aspects[aspect] !== undefined && !allowed.includes(aspect));
  if (!wrong) return null;
  const whom = authorRole === 'client' ? 'a provider' : 'a client';
  return {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: `A review of ${whom} rates ${allowed.join(', ')}; not ${wrong}`,
    field: `aspects.${wrong}`,
  };
}

/** Only the aspects the author's side rates, in their order (what is stored and shown). */
export function keepAspects(authorRole: ReviewSide, aspects: AspectRatings): AspectRatings {
  const kept: AspectRatings = {};
  for (const aspect of aspectsRatedBy(authorRole))
    if (aspects[aspect] !== undefined) kept[aspect] = aspects[aspect];
  return kept;
}

/**
 * The mean of each aspect over the reviews that rated it (to one decimal, null when none did), for
 * the aspects of reviews of a provider: what a provider's profile shows.
 */
export function aspectAverages(reviews: readonly { aspects: AspectRatings }[]) {
  const averages = {} as Record<(typeof PROVIDER_ASPECTS)[number], number | null>;
  for (const aspect of PROVIDER_ASPECTS)
    averages[aspect] = averageRating(
      reviews.flatMap((review) => (review.aspects[aspect] === undefined ? [] : [review.aspects[aspect]])),
    );
  return averages;
}

export const REPLY_MAX_LENGTH = 1_000;

export type ReplyCandidate = {
  /** Whether the caller is the one the review is about. */
  isSubject: boolean;
  /** Whether the review is public (REVIEW-BLIND). */
  isPublic: boolean;
  alreadyReplied: boolean;
};

/**
 * REVIEW-REPLY (decision 1340): the reviewed person may answer a review once, after it is public;
 * the reply cannot be edited or replaced. Null when the reply may be posted; otherwise why not.
 */
export function refuseReply(candidate: ReplyCandidate): Refusal | null {
  if (!candidate.isSubject) return forbidden('Only the person a review is about can reply to it');
  if (!candidate.isPublic) return wrongState('You can reply once the review is public');
  if (candidate.alreadyReplied) return conflict('You already replied to this review');
  return null;
}

/** The mean of 1–5 ratings to one decimal, null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/**
 * PROFILE-WORK, JOB-SUCCESS (decision 1383): what a client paid for a project's work, in minor units:
 * its PAID milestones (net of what a dispute gave back: the provider's share) and, for an hourly
 * contract, its hourly weeks whose invoice is paid (a billed week not paid yet, or a disputed entry
 * never billed, is not). The profile's amount and "closed after work was paid" read this one sum.
 */
export const paidWorkCents = (paid: { milestoneCents: readonly number[]; weekCents: readonly number[] }) =>
  [...paid.milestoneCents, ...paid.weekCents].reduce((sum, cents) => sum + cents, 0);

/** One project of a provider, as the job success figure reads it. */
export type FinishedWork = {
  clientId: string;
  /** An ongoing project counts only once a dispute of it was refunded to the client (decision 1380). */
  status: 'DONE' | 'CLOSED' | 'ONGOING';
  /** The client's score when completing (0–100, "Max 100"); null when closed. */
  score: number | null;
  /** The client's public review rating (1–5) of the provider, when public. */
  rating: number | null;
  paidCents: number;
  /** How the project's resolved disputes (SETTLED or DECIDED) ended, in any order; none: []. */
  disputeOutcomes: readonly DisputeOutcome[];
};

export type JobSuccess = {
  /** 0–100, or null with no finished work that counts. */
  score: number | null;
  /** Projects that count: completed, closed after some work was paid, or with a dispute refunded. */
  counted: number;
  /** Successes among them: a whole one each, half for a completed project with a split dispute. */
  successful: number;
  completed: number;
  closed: number;
  repeat_clients: number;
  /** Counted projects with a dispute that gave the client money back (refunded or split). */
  disputed: number;
};

/** How much of a success a counted project is: 1, 0.5 (a dispute split the money) or 0. */
function successOf(item: FinishedWork): number {
  if (item.disputeOutcomes.includes('refund')) return 0;
  const wentWell =
    item.status === 'DONE' && (item.score === null || item.score >= 80) && (item.rating ?? 5) >= 4;
  if (!wentWell) return 0;
  return item.disputeOutcomes.includes('split') ? 0.5 : 1;
}

/**
 * JOB-SUCCESS (decisions 1300, 1380): a counted project is successful when it was completed (DONE)
 * with a score of at least 80 (or none) and no public rating under 4; a project closed after work
 * was paid counts as unsuccessful; one closed with nothing paid does not count. Disputes, as Upwork
 * weighs them: one refunded to the client (settled so, or decided against the provider) makes its
 * project count as unsuccessful at once, finished or not and paid or not; one split between the
 * sides makes a successful project half a success; one released to the provider changes nothing.
 * Each client who came back for a second counted project (not refunded) adds one success
 * (long-term work, as Upwork weighs it). The score is successes / (counted + repeat clients), in whole percent; null
 * with nothing counted.
 */
export function jobSuccess(work: readonly FinishedWork[]): JobSuccess {
  const counted = work.filter(
    (item) =>
      item.disputeOutcomes.includes('refund') ||
      item.status === 'DONE' ||
      (item.status === 'CLOSED' && item.paidCents > 0),
  );
  const successful = counted.reduce((sum, item) => sum + successOf(item), 0);
  // A client whose money came back in full through a dispute did not come back for more of the work.
  const perClient = new Map<string, number>();
  for (const item of counted)
    if (!item.disputeOutcomes.includes('refund'))
      perClient.set(item.clientId, (perClient.get(item.clientId) ?? 0) + 1);
  const repeatClients = [...perClient.values()].filter((n) => n >= 2).length;
  return {
    score:
      counted.length === 0
        ? null
        : Math.round((100 * (successful + repeatClients)) / (counted.length + repeatClients)),
    counted: counted.length,
    successful,
    completed: counted.filter((item) => item.status === 'DONE').length,
    closed: counted.filter((item) => item.status === 'CLOSED').length,
    repeat_clients: repeatClients,
    disputed: counted.filter((item) => item.disputeOutcomes.some((outcome) => outcome !== 'release')).length,
  };
}
