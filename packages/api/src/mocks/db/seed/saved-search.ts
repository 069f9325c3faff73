import { workerSearchFiltersSchema } from '../../../schemas/saved-search';
import { fixtureTime } from '../../factories/sequence';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Ada's saved jobs search (alerting) and Grace's saved workers search (decision 2200). */
export function savedSearchTables({
  grace,
  ada,
}: DemoPeople): Pick<MockDb, 'savedSearches' | 'savedSearchMatches'> {
  return {
    savedSearches: [
      {
        id: 'saved-search-react',
        owner_id: ada.account.basic.user_id,
        name: 'React dashboards',
        filters: {
          target: 'jobs',
          keyword: 'dashboard',
          category: '',
          skills: ['react'],
          budget_type: null,
          budget_min_cents: null,
          budget_max_cents: null,
        },
        match_count: 0,
        last_match_at: null,
        created_at: fixtureTime(14),
      },
      {
        id: 'saved-search-designers',
        owner_id: grace.account.basic.user_id,
        name: 'Designers ready to start',
        filters: workerSearchFiltersSchema.parse({
          target: 'workers',
          condition: 'design',
          hourly_max: 60,
          ready: true,
        }),
        match_count: 0,
        last_match_at: null,
        created_at: fixtureTime(15),
      },
    ],
    savedSearchMatches: [],
  };
}
