import { declineInvitation } from '../contract/invitation';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const declineInvitationAfterSuccess: AfterSuccess = { invalidates: ['invitation'] };

export const useDeclineInvitation = () =>
  useOperationMutation(declineInvitation, declineInvitationAfterSuccess);
