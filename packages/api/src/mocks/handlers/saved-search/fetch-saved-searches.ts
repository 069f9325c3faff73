import { fetchSavedSearches } from '../../../contract/saved-search';
import { mySavedSearches } from '../../db/saved-searches';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchSavedSearchesMock = createOperationMock(fetchSavedSearches, ({ db, meId, query }) =>
  paginate(
    mySavedSearches(db, meId).filter((search) => !query.target || search.filters.target === query.target),
    query,
  ),
);
