import { createSavedSearch, fetchSavedSearches } from '../contract/saved-search';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my saved searches. */
export const createSavedSearchAfterSuccess: AfterSuccess = { invalidates: [fetchSavedSearches] };

export const useCreateSavedSearch = () =>
  useOperationMutation(createSavedSearch, createSavedSearchAfterSuccess);
