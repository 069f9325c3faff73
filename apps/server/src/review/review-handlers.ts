import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
import {
  createPortfolioItem,
  deletePortfolioItem,
  fetchOwnPortfolio,
  fetchPortfolio,
  reorderPortfolio,
  updatePortfolioItem,
  uploadPortfolioImage,
} from './portfolio-service';
import {
  fetchClientReputation,
  fetchProfileVisibility,
  fetchProjectReviews,
  fetchPublicProfile,
  fetchUserReviews,
  replyToReview,
  submitReview,
  updateProfileVisibility,
} from './review-service';

export const reviewHandlers = {
  submitReview: ({ services, user, body }) => submitReview(services, user.id, body),
  replyToReview: ({ services, user, body }) => replyToReview(services, user.id, body),
  fetchProjectReviews: ({ services, user, query }) =>
    fetchProjectReviews(services, user.id, query.project_id),
  fetchPublicProfile: ({ services, query }) => fetchPublicProfile(services, query.flid),
  fetchUserReviews: ({ services, query }) => fetchUserReviews(services, query),
  fetchClientReputation: ({ services, query }) => fetchClientReputation(services, query.client_id),
  fetchProfileVisibility: ({ services, user }) => fetchProfileVisibility(services, user.id),
  updateProfileVisibility: ({ services, user, body }) => updateProfileVisibility(services, user.id, body),
  fetchPortfolio: ({ services, query }) => fetchPortfolio(services, query.flid),
  fetchOwnPortfolio: ({ services, user }) => fetchOwnPortfolio(services, user.id),
  uploadPortfolioImage: async ({ services, user, request }) =>
    uploadPortfolioImage(services, user.id, await readMultipartFile(request)),
  createPortfolioItem: ({ services, user, body }) => createPortfolioItem(services, user.id, body),
  updatePortfolioItem: ({ services, user, body }) => updatePortfolioItem(services, user.id, body),
  deletePortfolioItem: ({ services, user, body }) => deletePortfolioItem(services, user.id, body.id),
  reorderPortfolio: ({ services, user, body }) => reorderPortfolio(services, user.id, body.ids),
} satisfies HandlerMap;
