import { inviteProductCollaborator } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const inviteProductCollaboratorAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useInviteProductCollaborator = () =>
  useOperationMutation(inviteProductCollaborator, inviteProductCollaboratorAfterSuccess);
