import { createRequest } from '../contract/request';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createRequestAfterSuccess: AfterSuccess = { invalidates: ['request', 'stats'] };

export const useCreateRequest = () => useOperationMutation(createRequest, createRequestAfterSuccess);
