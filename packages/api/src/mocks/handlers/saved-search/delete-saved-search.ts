import { deleteSavedSearch } from '../../../contract/saved-search';
import { mySavedSearch } from '../../db/saved-searches';
import { createOperationMock } from '../operation-mock';

export const deleteSavedSearchMock = createOperationMock(deleteSavedSearch, ({ db, meId, query }) => {
  const search = mySavedSearch(db, meId, query.saved_search_id);
  db.savedSearches = db.savedSearches.filter((other) => other !== search);
  return { ok: true as const };
});
