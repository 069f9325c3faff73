import { reviewTimesheet } from '../contract/hourly';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const reviewTimesheetAfterSuccess: AfterSuccess = {
  invalidates: ['hourly', 'payment', 'notification'],
};

export const useReviewTimesheet = () => useOperationMutation(reviewTimesheet, reviewTimesheetAfterSuccess);
