import { addProjectCollaborator } from '../contract/project';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const addProjectCollaboratorAfterSuccess: AfterSuccess = { invalidates: ['project'] };

export const useAddProjectCollaborator = () =>
  useOperationMutation(addProjectCollaborator, addProjectCollaboratorAfterSuccess);
