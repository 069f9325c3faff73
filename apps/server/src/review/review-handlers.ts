import type { HandlerMap } from '../http/handler';
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
} satisfies HandlerMap;
