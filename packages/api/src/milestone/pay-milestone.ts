import { payMilestone } from '../contract/milestone';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const payMilestoneAfterSuccess: AfterSuccess = {
  invalidates: ['project', 'payment', 'stats', 'activity'],
};

export const usePayMilestone = () => useOperationMutation(payMilestone, payMilestoneAfterSuccess);
