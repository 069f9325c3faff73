import { deleteSavedSearch, fetchSavedSearches } from '../contract/saved-search';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my saved searches. */
export const deleteSavedSearchAfterSuccess: AfterSuccess = { invalidates: [fetchSavedSearches] };

export const useDeleteSavedSearch = () =>
  useOperationMutation(deleteSavedSearch, deleteSavedSearchAfterSuccess);
