import { submitReview } from '../contract/review';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const submitReviewAfterSuccess: AfterSuccess = { invalidates: ['review'] };

export const useSubmitReview = () => useOperationMutation(submitReview, submitReviewAfterSuccess);
