import { removeProjectCollaborator } from '../contract/project';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const removeProjectCollaboratorAfterSuccess: AfterSuccess = { invalidates: ['project'] };

export const useRemoveProjectCollaborator = () =>
  useOperationMutation(removeProjectCollaborator, removeProjectCollaboratorAfterSuccess);
