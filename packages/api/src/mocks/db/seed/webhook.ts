import { webhookSecretHint } from '../../../rules/webhook';
import { fixtureTime } from '../../factories/sequence';
import type { StoredWebhookDelivery, StoredWebhookEndpoint } from '../mock-db';

const secret = 'whsec_demo0hiring0dashboard0not0a0real0secret00';

/** The demo client's endpoint for a hiring dashboard and its recent deliveries (decision 1808). */
export function webhookTables(userId: string) {
  const webhookEndpoints: StoredWebhookEndpoint[] = [
    {
      id: 'webhook-endpoint-dashboard',
      owner_id: userId,
      secret,
      url: 'https://hooks.example.com/lancer',
      events: ['proposal_received', 'milestone_paid', 'message_received'],
      enabled: true,
      secret_hint: webhookSecretHint(secret),
      previous_secret_expires_at: null,
      created_at: fixtureTime(-12 * 24 * 60),
    },
  ];
  const delivery = (
    id: string,
    minutes: number,
    fields: Partial<StoredWebhookDelivery>,
  ): StoredWebhookDelivery => ({
    id,
    endpoint_id: 'webhook-endpoint-dashboard',
    event_id: `${id}-event`,
    event: 'proposal_received',
    status: 'succeeded',
    attempts: 1,
    response_status: 200,
    error: null,
    created_at: fixtureTime(minutes),
    last_attempt_at: fixtureTime(minutes),
    next_attempt_at: null,
    ...fields,
  });
  const webhookDeliveries: StoredWebhookDelivery[] = [
    delivery('webhook-delivery-3', -20, {
      event: 'message_received',
      status: 'pending',
      attempts: 2,
      response_status: 503,
      error: 'The receiver answered 503',
      next_attempt_at: fixtureTime(-12),
    }),
    delivery('webhook-delivery-2', -3 * 60, { event: 'milestone_paid' }),
    delivery('webhook-delivery-1', -26 * 60, {}),
  ];
  return { webhookEndpoints, webhookDeliveries };
}

/** An endpoint and a delivery as the reference shows them. */
export const exampleWebhookEndpoint = () => {
  const { owner_id: _owner, secret: _secret, ...view } = webhookTables('user-0001').webhookEndpoints[0]!;
  return view;
};
export const exampleWebhookDelivery = () => {
  const { endpoint_id: _endpoint, ...view } = webhookTables('user-0001').webhookDeliveries[1]!;
  return view;
};
export const exampleCreatedWebhookEndpoint = () => ({
  endpoint: exampleWebhookEndpoint(),
  secret: 'whsec_3kT9vQ2mX7pL0aZr5uWc8nYh1sDf4gBj6eKo2iVt9xM',
});
