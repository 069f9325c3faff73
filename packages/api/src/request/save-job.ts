import { saveJob } from '../contract/request';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the jobs (their `saved` flag) and the saved list. */
export const saveJobAfterSuccess: AfterSuccess = { invalidates: ['request'] };

export const useSaveJob = () => useOperationMutation(saveJob, saveJobAfterSuccess);
