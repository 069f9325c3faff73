import { sendInvitation } from '../contract/invitation';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const sendInvitationAfterSuccess: AfterSuccess = { invalidates: ['invitation'] };

export const useSendInvitation = () => useOperationMutation(sendInvitation, sendInvitationAfterSuccess);
