import { approveMilestone } from '../contract/milestone';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const approveMilestoneAfterSuccess: AfterSuccess = { invalidates: ['project', 'stats', 'activity'] };

export const useApproveMilestone = () => useOperationMutation(approveMilestone, approveMilestoneAfterSuccess);
