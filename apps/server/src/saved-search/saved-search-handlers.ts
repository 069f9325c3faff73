import type { HandlerMap } from '../http/handler';
import {
  createSavedSearch,
  deleteSavedSearch,
  fetchSavedSearches,
  renameSavedSearch,
} from './saved-search-service';

export const savedSearchHandlers = {
  createSavedSearch: ({ services, user, body }) => createSavedSearch(services, user.id, body),
  fetchSavedSearches: ({ services, user, query }) => fetchSavedSearches(services, user.id, query),
  renameSavedSearch: ({ services, body }) => renameSavedSearch(services, body.saved_search_id, body.name),
  deleteSavedSearch: ({ services, query }) => deleteSavedSearch(services, query.saved_search_id),
} satisfies HandlerMap;
