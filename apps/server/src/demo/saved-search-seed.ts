import { workerSearchFiltersSchema } from '@lancer/api/schemas/saved-search';

import { createSavedSearch } from '../saved-search/saved-search-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

/**
 * Demo saved searches (decision 2200): Ada's two jobs searches, the client's workers search. Saved
 * before the demo's open jobs are posted: the ceramics shop and the spreadsheets match them.
 */
export async function seedSavedSearches(services: Services, people: DemoPeople) {
  await createSavedSearch(services, people.ada, {
    name: 'React shops',
    filters: {
      target: 'jobs',
      keyword: 'shop',
      category: 'Web development',
      skills: ['react'],
      budget_type: 'fixed',
      budget_min_cents: 100_000,
      budget_max_cents: null,
    },
  });
  await createSavedSearch(services, people.ada, {
    name: 'Hourly data work',
    filters: {
      target: 'jobs',
      keyword: '',
      category: 'Data',
      skills: [],
      budget_type: 'hourly',
      budget_min_cents: null,
      budget_max_cents: null,
    },
  });
  await createSavedSearch(services, people.client, {
    name: 'Designers ready to start',
    filters: workerSearchFiltersSchema.parse({
      target: 'workers',
      condition: 'design',
      hourly_max: 60,
      ready: true,
    }),
  });
}
