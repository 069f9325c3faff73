import { removeProductCollaborator } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const removeProductCollaboratorAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useRemoveProductCollaborator = () =>
  useOperationMutation(removeProductCollaborator, removeProductCollaboratorAfterSuccess);
