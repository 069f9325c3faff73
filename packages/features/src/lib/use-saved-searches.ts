import { userMessageOf } from '@lancer/api/http/api-error';
import { useCreateSavedSearch } from '@lancer/api/saved-search/create-saved-search';
import { useDeleteSavedSearch } from '@lancer/api/saved-search/delete-saved-search';
import { useFetchSavedSearches } from '@lancer/api/saved-search/fetch-saved-searches';
import { useRenameSavedSearch } from '@lancer/api/saved-search/rename-saved-search';
import type { SavedSearchFilters, SavedSearchTarget } from '@lancer/api/schemas/saved-search';

import type { SaveSearchState } from '../components/save-search-button';
import type { SavedSearchesListProps } from '../components/saved-searches-list';
import { toLoadable } from './to-loadable';

type Mutation = { isPending: boolean; isSuccess: boolean; error: Error | null };

/** A mutation's state as the name dialog shows it. */
const saveStateOf = (mutation: Mutation): SaveSearchState =>
  mutation.isPending
    ? { status: 'saving' }
    : mutation.error
      ? { status: 'failed', reason: userMessageOf(mutation.error) }
      : mutation.isSuccess
        ? { status: 'saved' }
        : { status: 'idle' };

/** A hub's saved searches of one target, connected: the list's props (decision 2200). */
export function useSavedSearchesList(target: SavedSearchTarget): SavedSearchesListProps {
  const searches = useFetchSavedSearches({ target, page: 1, page_size: 50 });
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  return {
    target,
    searches: toLoadable(searches, (page) => page.items),
    rename: rename.variables
      ? { id: rename.variables.body.saved_search_id, state: saveStateOf(rename) }
      : null,
    deletingId: remove.isPending ? (remove.variables?.query.saved_search_id ?? null) : null,
    deleteFailed: remove.error ? userMessageOf(remove.error) : null,
    onRename: (search, name) => rename.mutate({ body: { saved_search_id: search.id, name } }),
    onDelete: (search) => remove.mutate({ query: { saved_search_id: search.id } }),
  };
}

/** "Save search" on a search page, connected: saves these filters under the name typed. */
export function useSaveSearch(filters: SavedSearchFilters) {
  const create = useCreateSavedSearch();
  return {
    state: saveStateOf(create),
    onSave: (name: string) => create.mutate({ body: { name, filters } }),
  };
}
