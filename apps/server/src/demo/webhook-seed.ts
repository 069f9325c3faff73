import { eq } from 'drizzle-orm';

import { webhookDeliveries, webhookEndpoints } from '../db/webhook-schema';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { createWebhookEndpoint } from '../webhook/webhook-service';
import type { DemoPeople } from './seed';

const HOUR = 3600_000;

/**
 * The client's webhook endpoint for a hiring dashboard (decision 1808), paused, with the log of
 * two deliveries it got before. Paused so that the demo sends nothing to an address on the
 * internet; enabling it (Login settings → Webhooks) sends it what happens from then on.
 */
export async function seedWebhooks(services: Services, people: DemoPeople) {
  const { endpoint } = await createWebhookEndpoint(services, people.client, {
    url: 'https://hooks.example.com/lancer',
    events: ['proposal_received', 'milestone_paid', 'message_received'],
  });
  const now = Date.now();
  const delivered = (event: 'proposal_received' | 'milestone_paid', hoursAgo: number) => {
    const at = new Date(now - hoursAgo * HOUR);
    return {
      id: newId(),
      endpointId: endpoint.id,
      event,
      payload: JSON.stringify({
        id: newId(),
        type: event,
        created_at: at.toISOString(),
        data: { user_id: people.client, actor_id: people.ada, title: 'Demo event', subject: {} },
      }),
      status: 'succeeded' as const,
      attempts: 1,
      responseStatus: 200,
      nextAttemptAt: at,
      lastAttemptAt: at,
      createdAt: at,
    };
  };
  await services.db
    .insert(webhookDeliveries)
    .values([delivered('milestone_paid', 3), delivered('proposal_received', 26)]);
  await services.db
    .update(webhookEndpoints)
    .set({ disabledAt: new Date(now - HOUR) })
    .where(eq(webhookEndpoints.id, endpoint.id));
}
