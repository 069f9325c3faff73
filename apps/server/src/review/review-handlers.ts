import type { HandlerMap } from '../http/handler';
import {
  fetchProfileVisibility,
  fetchProjectReviews,
  fetchPublicProfile,
  fetchUserReviews,
  submitReview,
  updateProfileVisibility,
} from './review-service';

export const reviewHandlers = {
  submitReview: ({ services, user, body }) => submitReview(services, user.id, body),
  fetchProjectReviews: ({ services, user, query }) =>
    fetchProjectReviews(services, user.id, query.project_id),
  fetchPublicProfile: ({ services, query }) => fetchPublicProfile(services, query.flid),
  fetchUserReviews: ({ services, query }) => fetchUserReviews(services, query),
  fetchProfileVisibility: ({ services, user }) => fetchProfileVisibility(services, user.id),
  updateProfileVisibility: ({ services, user, body }) => updateProfileVisibility(services, user.id, body),
} satisfies HandlerMap;
