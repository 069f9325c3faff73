import { createTalentList } from '../talent-list/talent-list-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

/** The client's demo talent list (decision 2201): Lin kept to come back to; Ada is saved from /workers. */
export async function seedTalentLists(services: Services, people: DemoPeople) {
  await createTalentList(services, people.client, { name: 'Designers to ask', provider_id: people.lin });
}
