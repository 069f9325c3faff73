import { createSavedSearchMock } from './create-saved-search';
import { deleteSavedSearchMock } from './delete-saved-search';
import { fetchSavedSearchesMock } from './fetch-saved-searches';
import { renameSavedSearchMock } from './rename-saved-search';

/** The saved-search area's calls: each one's scenario factories, by operation name. */
export const savedSearchMocks = {
  createSavedSearch: createSavedSearchMock,
  fetchSavedSearches: fetchSavedSearchesMock,
  renameSavedSearch: renameSavedSearchMock,
  deleteSavedSearch: deleteSavedSearchMock,
} as const;
