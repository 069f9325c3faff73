import { getMockDb } from '@lancer/api/mocks/db/store';

/** The console's stories are seen by the demo's administrator, Alan (decision 1501). */
export function asAdministrator() {
  getMockDb().defaultUserId = 'user-alan';
}
