import type { NotificationKind, NotificationSubject } from '../../schemas/notification';
import {
  webhookEventKinds,
  type CreateWebhookEndpointBody,
  type WebhookEventKind,
} from '../../schemas/webhook';
import { refuseNewWebhookEndpoint, refuseWebhookUrl, webhookSecretHint } from '../../rules/webhook';
import type { MockDb, StoredWebhookDelivery, StoredWebhookEndpoint } from './mock-db';
import { refuse } from './mock-http-error';
import { refusalError } from './rule-refusal';
import { newId, tick } from './store';
import { findOrThrow } from './views';

export const webhookEndpointView = ({ owner_id: _owner, secret: _secret, ...view }: StoredWebhookEndpoint) =>
  view;
export const webhookDeliveryView = ({ endpoint_id: _endpoint, ...view }: StoredWebhookDelivery) => view;

/** The caller's endpoints, the newest first. */
export const myWebhookEndpoints = (db: MockDb, meId: string) =>
  db.webhookEndpoints.filter((endpoint) => endpoint.owner_id === meId);

/** One of the caller's endpoints; another user's is not found (as on the server). */
export const myWebhookEndpoint = (db: MockDb, meId: string, id: string) =>
  findOrThrow(myWebhookEndpoints(db, meId), id, 'Webhook endpoint');

/** The mocks allow private hosts, as the server does outside production. */
export function createMockWebhookEndpoint(db: MockDb, meId: string, body: CreateWebhookEndpointBody) {
  const urlRefusal = refuseWebhookUrl(body.url, true);
  if (urlRefusal) throw refusalError(urlRefusal);
  refuse(refuseNewWebhookEndpoint(myWebhookEndpoints(db, meId).length));
  const id = newId('webhook-endpoint');
  // Deterministic, like every mock id (pictures stay the same).
  const secret = `whsec_mock${id.replace(/[^a-z0-9]/gi, '')}`.padEnd(48, '0');
  const stored: StoredWebhookEndpoint = {
    id,
    owner_id: meId,
    secret,
    url: body.url,
    events: webhookEventKinds.filter((kind) => body.events.includes(kind)),
    enabled: true,
    secret_hint: webhookSecretHint(secret),
    created_at: tick(db),
  };
  db.webhookEndpoints.unshift(stored);
  return { endpoint: webhookEndpointView(stored), secret };
}

const isWebhookKind = (kind: NotificationKind): kind is WebhookEventKind =>
  (webhookEventKinds as readonly string[]).includes(kind);

/**
 * The server's outbox write (emitNotification) in the mocks: one pending delivery per enabled
 * endpoint of the recipient that takes the kind. The mocks send nothing: it stays pending.
 */
export function enqueueMockWebhooks(
  db: MockDb,
  input: { recipientId: string; kind: NotificationKind; subject: NotificationSubject },
) {
  const kind = input.kind;
  if (!isWebhookKind(kind)) return;
  const eventId = newId('webhook-event');
  for (const endpoint of myWebhookEndpoints(db, input.recipientId)) {
    if (!endpoint.enabled || !endpoint.events.includes(kind)) continue;
    const at = tick(db);
    db.webhookDeliveries.unshift({
      id: newId('webhook-delivery'),
      endpoint_id: endpoint.id,
      event_id: eventId,
      event: kind,
      status: 'pending',
      attempts: 0,
      response_status: null,
      error: null,
      created_at: at,
      last_attempt_at: null,
      next_attempt_at: at,
    });
  }
}

/** An endpoint's 50 latest deliveries, the newest first. */
export const mockWebhookDeliveries = (db: MockDb, endpointId: string) =>
  db.webhookDeliveries.filter((delivery) => delivery.endpoint_id === endpointId).slice(0, 50);
