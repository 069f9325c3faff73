import { z } from 'zod';

import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  clientReputationSchema,
  ownReviewSchema,
  profileVisibilityBodySchema,
  profileVisibilitySchema,
  projectReviewsSchema,
  publicProfileSchema,
  replyToReviewBodySchema,
  reviewSchema,
  submitReviewBodySchema,
} from '../schemas/review';
import { defineOperation } from './operation';

/** Reviews both ways after a project, and a provider's public profile (decision 1300, rules/review.ts). */

export const submitReview = defineOperation({
  name: 'submitReview',
  method: 'POST',
  path: '/api/review/submit-review',
  summary:
    'The client or the provider of a finished project (DONE, or CLOSED after work was paid) reviews the ' +
    'other side within 14 days: once (REVIEW-ONCE). It stays hidden from the other side until both are ' +
    'in or the window closes (REVIEW-BLIND).',
  auth: 'user',
  body: submitReviewBodySchema,
  response: ownReviewSchema,
});

export const replyToReview = defineOperation({
  name: 'replyToReview',
  method: 'POST',
  path: '/api/review/reply-to-review',
  summary:
    'The person a review is about answers it, once it is public (REVIEW-BLIND): one reply, never edited ' +
    '(REVIEW-REPLY). Answered with the review and its reply.',
  auth: 'user',
  body: replyToReviewBodySchema,
  response: reviewSchema,
});

export const fetchProjectReviews = defineOperation({
  name: 'fetchProjectReviews',
  method: 'GET',
  path: '/api/review/fetch-project-reviews',
  summary:
    "A project's reviews as its client or provider sees them: their own, the other side's once public, " +
    'and whether they can still review.',
  auth: 'user',
  query: z.object({ project_id: idSchema }),
  response: projectReviewsSchema,
});

export const fetchPublicProfile = defineOperation({
  name: 'fetchPublicProfile',
  method: 'GET',
  path: '/api/review/fetch-public-profile',
  summary:
    "A provider's public profile by FLID, open to guests: name, skills, rate, availability, job success " +
    '(JOB-SUCCESS) and average rating of public reviews. A hidden profile (PROFILE-HIDE) is 404 NOT_FOUND.',
  auth: 'none',
  query: z.object({ flid: z.string().min(1) }),
  response: publicProfileSchema,
});

export const fetchUserReviews = defineOperation({
  name: 'fetchUserReviews',
  method: 'GET',
  path: '/api/review/fetch-user-reviews',
  summary:
    'The public reviews a user received (by FLID), newest first, paged; open to guests. A hidden profile ' +
    '(PROFILE-HIDE) is 404 NOT_FOUND.',
  auth: 'none',
  query: pageQuerySchema.extend({ flid: z.string().min(1) }),
  response: pagedSchema(reviewSchema),
});

export const fetchClientReputation = defineOperation({
  name: 'fetchClientReputation',
  method: 'GET',
  path: '/api/review/fetch-client-reputation',
  summary:
    "A client's record for providers choosing a job (CLIENT-REPUTATION): their rating in providers' public " +
    'reviews, the hire rate of their posts that are no longer recruiting, paid milestones and hourly ' +
    'invoices, and disputes.',
  auth: 'user',
  query: z.object({ client_id: idSchema }),
  response: clientReputationSchema,
});

export const fetchProfileVisibility = defineOperation({
  name: 'fetchProfileVisibility',
  method: 'GET',
  path: '/api/review/fetch-profile-visibility',
  summary: "Whether the caller's public profile is shown to everyone, and its FLID (PROFILE-HIDE).",
  auth: 'user',
  response: profileVisibilitySchema,
});

export const updateProfileVisibility = defineOperation({
  name: 'updateProfileVisibility',
  method: 'POST',
  path: '/api/review/update-profile-visibility',
  summary:
    "Shows or hides the caller's public profile (PROFILE-HIDE): hidden, its page, its reviews and the " +
    'sitemap entry answer as if there were no such user.',
  auth: 'user',
  body: profileVisibilityBodySchema,
  response: profileVisibilitySchema,
});

export const reviewOperations = {
  submitReview,
  replyToReview,
  fetchProjectReviews,
  fetchPublicProfile,
  fetchUserReviews,
  fetchClientReputation,
  fetchProfileVisibility,
  updateProfileVisibility,
} as const;
