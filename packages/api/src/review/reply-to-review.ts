import { replyToReview } from '../contract/review';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the project's reviews and the profile's. */
export const replyToReviewAfterSuccess: AfterSuccess = { invalidates: ['review'] };

export const useReplyToReview = () => useOperationMutation(replyToReview, replyToReviewAfterSuccess);
