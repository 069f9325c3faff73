import type { SavedSearchTarget } from '@lancer/api/schemas/saved-search';

import { useSavedSearchesList } from '../lib/use-saved-searches';
import { SavedSearchesList } from './saved-searches-list';

/** A hub's saved searches of one target, connected (decision 2200). */
export function SavedSearchesSection({ target }: { target: SavedSearchTarget }) {
  return <SavedSearchesList {...useSavedSearchesList(target)} />;
}
