import { inviteTalentList } from '../contract/talent-list';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the invitations sent. */
export const inviteTalentListAfterSuccess: AfterSuccess = { invalidates: ['invitation'] };

export const useInviteTalentList = () => useOperationMutation(inviteTalentList, inviteTalentListAfterSuccess);
