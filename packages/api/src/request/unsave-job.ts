import { unsaveJob } from '../contract/request';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the jobs (their `saved` flag) and the saved list. */
export const unsaveJobAfterSuccess: AfterSuccess = { invalidates: ['request'] };

export const useUnsaveJob = () => useOperationMutation(unsaveJob, unsaveJobAfterSuccess);
