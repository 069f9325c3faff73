import { and, eq } from 'drizzle-orm';

import { sendInvitation } from '../invitation/invitation-service';
import type { Services } from '../services';
import { requests } from '../db/request-schema';
import type { DemoPeople } from './seed';

/** Demo invitation: one waiting for Ada, on the client's dashboard request. */
export async function seedInvitations(services: Services, people: DemoPeople) {
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
