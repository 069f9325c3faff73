import { addProjectCollaborator } from '../contract/project';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const addProjectCollaboratorAfterSuccess: AfterSuccess = { invalidates: [['projects']] };

export const useAddProjectCollaborator = () =>
  useOperationMutation(addProjectCollaborator, addProjectCollaboratorAfterSuccess);
