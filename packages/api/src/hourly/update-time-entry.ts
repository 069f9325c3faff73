import { updateTimeEntry } from '../contract/hourly';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const updateTimeEntryAfterSuccess: AfterSuccess = { invalidates: ['hourly'] };

export const useUpdateTimeEntry = () => useOperationMutation(updateTimeEntry, updateTimeEntryAfterSuccess);
