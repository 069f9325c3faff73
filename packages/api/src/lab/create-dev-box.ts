import { createDevBox } from '../contract/lab';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createDevBoxAfterSuccess: AfterSuccess = { invalidates: ['lab'] };

export const useCreateDevBox = () => useOperationMutation(createDevBox, createDevBoxAfterSuccess);
