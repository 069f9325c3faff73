import { deliverMilestone } from '../contract/milestone';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const deliverMilestoneAfterSuccess: AfterSuccess = { invalidates: ['project', 'activity'] };

export const useDeliverMilestone = () => useOperationMutation(deliverMilestone, deliverMilestoneAfterSuccess);
