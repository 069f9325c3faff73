import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  portfolioImageSchema,
  portfolioItemFieldsSchema,
  portfolioItemSchema,
  portfolioSchema,
  reorderPortfolioBodySchema,
  updatePortfolioItemBodySchema,
} from '../schemas/review-portfolio';
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
import { anyone, on, signedIn } from './access';
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
  access: on('project', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of a project can review it',
  }),
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
  access: on('review', ['owner'], {
    others: 403,
    because: 'Only the person a review is about can reply to it',
  }),
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
  access: on('project', ['owner', 'counterparty'], {
    others: 403,
    because: 'Only the client and the provider of a project can review it',
  }),
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
  access: anyone,
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
  access: anyone,
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
  access: signedIn,
  query: z.object({ client_id: idSchema }),
  response: clientReputationSchema,
});

export const fetchProfileVisibility = defineOperation({
  name: 'fetchProfileVisibility',
  method: 'GET',
  path: '/api/review/fetch-profile-visibility',
  summary: "Whether the caller's public profile is shown to everyone, and its FLID (PROFILE-HIDE).",
  auth: 'user',
  access: signedIn,
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
  access: signedIn,
  body: profileVisibilityBodySchema,
  response: profileVisibilitySchema,
});

export const fetchPortfolio = defineOperation({
  name: 'fetchPortfolio',
  method: 'GET',
  path: '/api/review/fetch-portfolio',
  summary:
    "A provider's portfolio by FLID, open to guests: items with title, description, images and a link, " +
    'in the order the provider gave. A hidden profile (PROFILE-HIDE) is 404 NOT_FOUND.',
  auth: 'none',
  access: anyone,
  query: z.object({ flid: z.string().min(1) }),
  response: portfolioSchema,
});

export const fetchOwnPortfolio = defineOperation({
  name: 'fetchOwnPortfolio',
  method: 'GET',
  path: '/api/review/fetch-own-portfolio',
  summary: "The caller's own portfolio, to edit it (also while the profile is hidden).",
  auth: 'user',
  access: signedIn,
  response: portfolioSchema,
});

export const uploadPortfolioImage = defineOperation({
  name: 'uploadPortfolioImage',
  method: 'POST',
  path: '/api/review/upload-portfolio-image',
  summary:
    'Uploads an image for a portfolio item (multipart field "file", at most 10 MB, PNG, JPEG, GIF or WebP told ' +
    'by its content, else 415 "Unsupported file type"). Its id goes into an item\'s image_ids (PORTFOLIO-OWN); ' +
    'its url is served to anyone, as a photo is.',
  auth: 'user',
  access: signedIn,
  limit: 'upload',
  multipart: true,
  response: portfolioImageSchema,
});

export const createPortfolioItem = defineOperation({
  name: 'createPortfolioItem',
  method: 'POST',
  path: '/api/review/create-portfolio-item',
  summary:
    "Adds an item at the end of the caller's portfolio: a title (1-70 characters), a description (1-600), an " +
    "optional http(s) link and up to 10 of the caller's uploaded images (PORTFOLIO-LIMITS, PORTFOLIO-LINK, " +
    'PORTFOLIO-OWN). At most 20 items: the 21st is 409 CONFLICT.',
  auth: 'user',
  access: signedIn,
  body: portfolioItemFieldsSchema,
  response: portfolioItemSchema,
});

export const updatePortfolioItem = defineOperation({
  name: 'updatePortfolioItem',
  method: 'POST',
  path: '/api/review/update-portfolio-item',
  summary:
    "Replaces an item of the caller's portfolio (the same limits as create-portfolio-item); images left out " +
    "are deleted. Someone else's item is 403 (PORTFOLIO-OWN).",
  auth: 'user',
  access: on('portfolioItem', ['owner'], {
    others: 403,
    because: 'Only its owner can change a portfolio item',
  }),
  body: updatePortfolioItemBodySchema,
  response: portfolioItemSchema,
});

export const deletePortfolioItem = defineOperation({
  name: 'deletePortfolioItem',
  method: 'POST',
  path: '/api/review/delete-portfolio-item',
  summary:
    "Deletes an item of the caller's portfolio with its images. Someone else's item is 403 (PORTFOLIO-OWN).",
  auth: 'user',
  access: on('portfolioItem', ['owner'], {
    others: 403,
    because: 'Only its owner can change a portfolio item',
  }),
  body: z.object({ id: idSchema }),
  response: okSchema,
});

export const reorderPortfolio = defineOperation({
  name: 'reorderPortfolio',
  method: 'POST',
  path: '/api/review/reorder-portfolio',
  summary:
    "Puts the caller's portfolio items in a new order: `ids` names each of them once (else 400 on ids). " +
    'Answered with the portfolio in its new order.',
  auth: 'user',
  access: signedIn,
  body: reorderPortfolioBodySchema,
  response: portfolioSchema,
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
  fetchPortfolio,
  fetchOwnPortfolio,
  uploadPortfolioImage,
  createPortfolioItem,
  updatePortfolioItem,
  deletePortfolioItem,
  reorderPortfolio,
} as const;
