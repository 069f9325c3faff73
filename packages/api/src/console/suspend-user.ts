import { suspendUser } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the console's users and its audit log. */
export const suspendUserAfterSuccess: AfterSuccess = { invalidates: ['console'] };

export const useSuspendUser = () => useOperationMutation(suspendUser, suspendUserAfterSuccess);
