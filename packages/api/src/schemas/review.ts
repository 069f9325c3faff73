import { z } from 'zod';

import { badgeSchema } from './achievement';
import { REPLY_MAX_LENGTH } from '../rules/review';
import { centsSchema, currencySchema, idSchema, timestampSchema, userSummarySchema } from './common';

/** Reviews after a project, both ways (decision 1300, rules/review.ts). */

export const reviewSideSchema = z.enum(['client', 'provider']);

const aspectRatingSchema = z
  .number({ error: 'Choose a rating from 1 to 5' })
  .int('Choose a rating from 1 to 5')
  .min(1, 'Choose a rating from 1 to 5')
  .max(5, 'Choose a rating from 1 to 5');

/**
 * REVIEW-ASPECTS (decision 1340): 1–5 on named aspects, each optional. A review of a provider rates
 * quality, communication and deadlines; a review of a client clarity, payment and communication.
 */
export const reviewAspectsSchema = z.object({
  quality: aspectRatingSchema.optional(),
  communication: aspectRatingSchema.optional(),
  deadlines: aspectRatingSchema.optional(),
  clarity: aspectRatingSchema.optional(),
  payment: aspectRatingSchema.optional(),
});
export type ReviewAspects = z.infer<typeof reviewAspectsSchema>;

/** REVIEW-REPLY: the reviewed person's one answer to a public review. */
export const reviewReplySchema = z.object({
  comment: z.string(),
  created_at: timestampSchema,
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as others see it once it is public (REVIEW-BLIND). */
export const reviewSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  project_title: z.string(),
  author: userSummarySchema,
  subject: userSummarySchema,
  /** The author's side in the project. */
  author_role: reviewSideSchema,
  rating: z.number().int().min(1).max(5),
  aspects: reviewAspectsSchema,
  comment: z.string(),
  created_at: timestampSchema,
  reply: reviewReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The caller's own review: with the private note to the marketplace and whether it is public yet. */
export const ownReviewSchema = reviewSchema.extend({
  private_note: z.string(),
  public: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** A project's reviews as one of its two sides sees them. */
export const projectReviewsSchema = z.object({
  project_id: idSchema,
  project_title: z.string(),
  /** The caller's side: which aspects they rate (REVIEW-ASPECTS). */
  my_role: reviewSideSchema,
  /** The other side, whom the caller reviews. */
  subject: userSummarySchema,
  /** When the review window closes; null while the project is ONGOING. */
  window_closes_at: timestampSchema.nullable(),
  can_review: z.boolean(),
  /** Why the caller cannot review now (finished, window closed...), null when they can. */
  cannot_review_reason: z.string().nullable(),
  mine: ownReviewSchema.nullable(),
  /** The other side's review: null until it is public, even when submitted. */
  theirs: reviewSchema.nullable(),
  theirs_submitted: z.boolean(),
});
export type ProjectReviews = z.infer<typeof projectReviewsSchema>;

export const submitReviewBodySchema = z.object({
  project_id: idSchema,
  rating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  aspects: reviewAspectsSchema.default({}),
  comment: z
    .string()
    .trim()
    .min(1, 'Please write a few words about working together')
    .max(2_000, 'At most 2,000 characters'),
  private_note: z.string().trim().max(2_000, 'At most 2,000 characters').default(''),
});
export type SubmitReviewBody = z.input<typeof submitReviewBodySchema>;

export const replyToReviewBodySchema = z.object({
  review_id: idSchema,
  comment: z
    .string()
    .trim()
    .min(1, 'Please write your reply')
    .max(REPLY_MAX_LENGTH, `At most ${REPLY_MAX_LENGTH.toLocaleString('en')} characters`),
});
export type ReplyToReviewBody = z.input<typeof replyToReviewBodySchema>;

/** The mean of each aspect a provider was rated on in public reviews, null where none rated it. */
export const aspectAveragesSchema = z.object({
  quality: z.number().min(1).max(5).nullable(),
  communication: z.number().min(1).max(5).nullable(),
  deadlines: z.number().min(1).max(5).nullable(),
});

export const jobSuccessSchema = z.object({
  score: z.number().int().min(0).max(100).nullable(),
  counted: z.number().int().nonnegative(),
  /** Whole successes, and halves for completed projects whose dispute split the money (decision 1380). */
  successful: z.number().nonnegative().multipleOf(0.5),
  completed: z.number().int().nonnegative(),
  closed: z.number().int().nonnegative(),
  repeat_clients: z.number().int().nonnegative(),
  /** Counted projects with a dispute that gave the client money back (refunded or split). */
  disputed: z.number().int().nonnegative(),
});
export type JobSuccessFigure = z.infer<typeof jobSuccessSchema>;

/** A provider's public profile (decision 1300): who they are, what they charge, their record. */
/** PROFILE-WORK (decision 1361): a completed project whose client let the profile show it. */
export const completedWorkSchema = z.object({
  project_id: idSchema,
  title: z.string(),
  /** What the client paid for it (its PAID milestones, net of a dispute's refund, and paid weeks), in minor units of `currency`. */
  amount_cents: centsSchema,
  currency: currencySchema,
  finished_at: timestampSchema,
});
export type CompletedWork = z.infer<typeof completedWorkSchema>;

/** How many completed projects the profile lists, newest first. */
export const COMPLETED_WORK_SHOWN = 10;

export const publicProfileSchema = z.object({
  user: userSummarySchema,
  self_intro_html: z.string(),
  skills: z.array(z.string()),
  hourly: z.number().nonnegative(),
  accepting_request: z.boolean(),
  job_success: jobSuccessSchema,
  /** The mean public rating received, to one decimal; null without any. */
  average_rating: z.number().min(1).max(5).nullable(),
  review_count: z.number().int().nonnegative(),
  /** The badges earned from achievements, first earned first (as the workers sheet shows them). */
  badges: z.array(badgeSchema),
  aspect_averages: aspectAveragesSchema,
  /** PROFILE-WORK: the latest completed projects the client allowed to show (at most COMPLETED_WORK_SHOWN). */
  completed_projects: z.array(completedWorkSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** PROFILE-HIDE: whether a provider's public profile is shown to everyone (the default) or hidden. */
export const profileVisibilitySchema = z.object({
  flid: z.string(),
  public: z.boolean(),
});
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

export const profileVisibilityBodySchema = z.object({ public: z.boolean() });

/** CLIENT-REPUTATION (decision 1341): a client's record as providers see it before proposing. */
export const clientReputationSchema = z.object({
  client_id: idSchema,
  /** The mean rating of the client in providers' public reviews, to one decimal; null without any. */
  rating: z.number().min(1).max(5).nullable(),
  review_count: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  hired_posts: z.number().int().nonnegative(),
  hire_rate: z.number().int().min(0).max(100).nullable(),
  paid_milestones: z.number().int().nonnegative(),
  paid_invoices: z.number().int().nonnegative(),
  disputes: z.number().int().nonnegative(),
});
export type ClientReputationFigure = z.infer<typeof clientReputationSchema>;
