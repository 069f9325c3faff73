import { fetchSavedSearches, renameSavedSearch } from '../contract/saved-search';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my saved searches. */
export const renameSavedSearchAfterSuccess: AfterSuccess = { invalidates: [fetchSavedSearches] };

export const useRenameSavedSearch = () =>
  useOperationMutation(renameSavedSearch, renameSavedSearchAfterSuccess);
