import { startMilestone } from '../contract/milestone';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const startMilestoneAfterSuccess: AfterSuccess = { invalidates: ['project', 'activity'] };

export const useStartMilestone = () => useOperationMutation(startMilestone, startMilestoneAfterSuccess);
