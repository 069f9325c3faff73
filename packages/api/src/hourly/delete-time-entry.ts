import { deleteTimeEntry } from '../contract/hourly';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const deleteTimeEntryAfterSuccess: AfterSuccess = { invalidates: ['hourly'] };

export const useDeleteTimeEntry = () => useOperationMutation(deleteTimeEntry, deleteTimeEntryAfterSuccess);
