import { closeProject } from '../contract/project';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const closeProjectAfterSuccess: AfterSuccess = {
  invalidates: ['project', 'request', 'stats', 'activity'],
};

export const useCloseProject = () => useOperationMutation(closeProject, closeProjectAfterSuccess);
