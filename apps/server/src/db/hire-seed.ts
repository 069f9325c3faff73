import { and, eq } from 'drizzle-orm';

import { sendInvitation } from '../invitation/invitation-service';
import type { Services } from '../services';
import { providerSkills } from './hire-schema';
import { requests } from './marketplace-schema';
import type { DemoPeople } from './seed';

/** Demo data of hiring: the providers' skills (Workers search them) and an invitation waiting for Ada. */
export async function seedHire(services: Services, people: DemoPeople) {
  await services.db.insert(providerSkills).values([
    { userId: people.ada, skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'] },
    { userId: people.lin, skills: ['Figma', 'UI design', 'Branding'] },
  ]);
  const [dashboard] = await services.db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.clientId, people.client), eq(requests.title, 'Data dashboard for sales')));
  if (dashboard)
    await sendInvitation(services, people.client, {
      request_id: dashboard.id,
      provider_id: people.ada,
      message: 'Your React and PostgreSQL work fits this dashboard well.',
    });
}
