import { completeProject } from '../contract/project';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const completeProjectAfterSuccess: AfterSuccess = {
  invalidates: ['project', 'request', 'stats', 'activity'],
};

export const useCompleteProject = () => useOperationMutation(completeProject, completeProjectAfterSuccess);
