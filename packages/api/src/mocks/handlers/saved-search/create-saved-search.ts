import { createSavedSearch } from '../../../contract/saved-search';
import { normalizeFilters, refuseNewSavedSearch } from '../../../rules/saved-search';
import { refuse } from '../../db/mock-http-error';
import { savedSearchView } from '../../db/saved-searches';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const createSavedSearchMock = createOperationMock(createSavedSearch, ({ db, meId, body }) => {
  refuse(refuseNewSavedSearch(db.savedSearches.filter((search) => search.owner_id === meId).length));
  const stored = {
    id: newId('saved-search'),
    owner_id: meId,
    name: body.name,
    filters: normalizeFilters(body.filters),
    match_count: 0,
    last_match_at: null,
    created_at: tick(db),
  };
  db.savedSearches.unshift(stored);
  return savedSearchView(stored);
});
