import { fundMilestone } from '../contract/milestone';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const fundMilestoneAfterSuccess: AfterSuccess = {
  invalidates: ['project', 'payment', 'stats', 'activity'],
};

export const useFundMilestone = () => useOperationMutation(fundMilestone, fundMilestoneAfterSuccess);
