import { reinstateUser } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the console's users and its audit log. */
export const reinstateUserAfterSuccess: AfterSuccess = { invalidates: ['console'] };

export const useReinstateUser = () => useOperationMutation(reinstateUser, reinstateUserAfterSuccess);
