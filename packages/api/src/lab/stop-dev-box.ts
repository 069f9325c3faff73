import { stopDevBox } from '../contract/lab';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const stopDevBoxAfterSuccess: AfterSuccess = { invalidates: ['lab'] };

export const useStopDevBox = () => useOperationMutation(stopDevBox, stopDevBoxAfterSuccess);
