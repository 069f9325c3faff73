import { renameSavedSearch } from '../../../contract/saved-search';
import { mySavedSearch, savedSearchView } from '../../db/saved-searches';
import { createOperationMock } from '../operation-mock';

export const renameSavedSearchMock = createOperationMock(renameSavedSearch, ({ db, meId, body }) => {
  const search = mySavedSearch(db, meId, body.saved_search_id);
  search.name = body.name;
  return savedSearchView(search);
});
