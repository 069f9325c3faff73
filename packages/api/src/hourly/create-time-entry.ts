import { createTimeEntry } from '../contract/hourly';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createTimeEntryAfterSuccess: AfterSuccess = { invalidates: ['hourly'] };

export const useCreateTimeEntry = () => useOperationMutation(createTimeEntry, createTimeEntryAfterSuccess);
