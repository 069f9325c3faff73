import { closeRequest } from '../contract/request';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const closeRequestAfterSuccess: AfterSuccess = { invalidates: ['request', 'stats'] };

export const useCloseRequest = () => useOperationMutation(closeRequest, closeRequestAfterSuccess);
