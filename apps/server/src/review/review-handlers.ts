import type { HandlerMap } from '../http/handler';
import { fetchProjectReviews, fetchPublicProfile, fetchUserReviews, submitReview } from './review-service';

export const reviewHandlers = {
  submitReview: ({ services, user, body }) => submitReview(services, user.id, body),
  fetchProjectReviews: ({ services, user, query }) =>
    fetchProjectReviews(services, user.id, query.project_id),
  fetchPublicProfile: ({ services, query }) => fetchPublicProfile(services, query.flid),
  fetchUserReviews: ({ services, query }) => fetchUserReviews(services, query),
} satisfies HandlerMap;
