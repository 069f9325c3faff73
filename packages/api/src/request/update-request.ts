import { updateRequest } from '../contract/request';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const updateRequestAfterSuccess: AfterSuccess = { invalidates: ['request'] };

export const useUpdateRequest = () => useOperationMutation(updateRequest, updateRequestAfterSuccess);
