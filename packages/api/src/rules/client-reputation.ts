import { averageRating } from './review';

/**
 * CLIENT-REPUTATION (decision 1341): what a provider is shown of a client before proposing: the
 * client's rating from providers' public reviews, the hire rate of their job posts and their
 * payment record. The server (review-service.ts) and the mocks (mocks/db/client-reputation.ts)
 * both compute it here from the same facts.
 */

/** What is known of a client, as counted by the server or the mocks. */
export type ClientHistory = {
  /** Ratings (1–5) of the client in providers' public reviews (REVIEW-BLIND decides which). */
  ratings: readonly number[];
  /** Every job the client posted. */
  posts: number;
  /** Posts no longer recruiting: hired (a project started) or closed without a hire. */
  decidedPosts: number;
  /** Posts from which a project started. */
  hiredPosts: number;
  /** Milestones of the client's projects that were paid. */
  paidMilestones: number;
  /** Hourly weeks of the client's projects whose invoice was paid. */
  paidInvoices: number;
  /** Disputes opened on the client's projects, by either side. */
  disputes: number;
};

export type ClientReputation = {
  rating: number | null;
  review_count: number;
  posts: number;
  hired_posts: number;
  /** Whole percent of decided posts that hired; null while no post is decided (no history). */
  hire_rate: number | null;
  paid_milestones: number;
  paid_invoices: number;
  disputes: number;
};

/**
 * CLIENT-REPUTATION: the hire rate counts only posts that are no longer recruiting (an open post has
 * not had its chance yet), so a new client with open posts has no rate rather than 0 %.
 */
export function clientReputation(history: ClientHistory): ClientReputation {
  const hired = Math.min(history.hiredPosts, history.decidedPosts);
  return {
    rating: averageRating(history.ratings),
    review_count: history.ratings.length,
    posts: history.posts,
    hired_posts: hired,
    hire_rate: history.decidedPosts === 0 ? null : Math.round((100 * hired) / history.decidedPosts),
    paid_milestones: history.paidMilestones,
    paid_invoices: history.paidInvoices,
    disputes: history.disputes,
  };
}
