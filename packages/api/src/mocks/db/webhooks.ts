import type { NotificationKind, NotificationSubject } from '../../schemas/notification';
import {
  webhookEventKinds,
  type CreateWebhookEndpointBody,
  type RollWebhookSecretBody,
  type WebhookDeliveryEvent,
  type WebhookEventKind,
} from '../../schemas/webhook';
import {
  previousSecretExpiry,
  refuseNewWebhookEndpoint,
  refuseWebhookTestEvent,
  refuseWebhookUrl,
  webhookSecretHint,
} from '../../rules/webhook';
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

/** Deterministic, like every mock id (pictures stay the same). */
const mockSecret = (seed: string) => `whsec_mock${seed.replace(/[^a-z0-9]/gi, '')}`.padEnd(48, '0');

/** The mocks allow private hosts, as the server does outside production. */
export function createMockWebhookEndpoint(db: MockDb, meId: string, body: CreateWebhookEndpointBody) {
  const urlRefusal = refuseWebhookUrl(body.url, true);
  if (urlRefusal) throw refusalError(urlRefusal);
  refuse(refuseNewWebhookEndpoint(myWebhookEndpoints(db, meId).length));
  const id = newId('webhook-endpoint');
  const secret = mockSecret(id);
  const stored: StoredWebhookEndpoint = {
    id,
    owner_id: meId,
    secret,
    url: body.url,
    events: webhookEventKinds.filter((kind) => body.events.includes(kind)),
    enabled: true,
    secret_hint: webhookSecretHint(secret),
    previous_secret_expires_at: null,
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
    addMockDelivery(db, endpoint.id, eventId, kind);
  }
}

/** A pending delivery, first in its endpoint's log. */
function addMockDelivery(db: MockDb, endpointId: string, eventId: string, event: WebhookDeliveryEvent) {
  const at = tick(db);
  const delivery: StoredWebhookDelivery = {
    id: newId('webhook-delivery'),
    endpoint_id: endpointId,
    event_id: eventId,
    event,
    status: 'pending',
    attempts: 0,
    response_status: null,
    error: null,
    created_at: at,
    last_attempt_at: null,
    next_attempt_at: at,
  };
  db.webhookDeliveries.unshift(delivery);
  return delivery;
}

/** sendWebhookTestEvent: a `ping` in the endpoint's log; the mocks send nothing, so it stays pending. */
export function sendMockWebhookTestEvent(db: MockDb, meId: string, endpointId: string) {
  const endpoint = myWebhookEndpoint(db, meId, endpointId);
  refuse(refuseWebhookTestEvent(endpoint.enabled));
  return webhookDeliveryView(addMockDelivery(db, endpoint.id, newId('webhook-event'), 'ping'));
}

/** rollWebhookSecret: a new secret, the previous one signing on until the hours chosen (rules/webhook). */
export function rollMockWebhookSecret(db: MockDb, meId: string, body: RollWebhookSecretBody) {
  const endpoint = myWebhookEndpoint(db, meId, body.endpoint_id);
  const secret = mockSecret(newId('webhook-secret'));
  endpoint.secret = secret;
  endpoint.secret_hint = webhookSecretHint(secret);
  const at = tick(db);
  endpoint.previous_secret_expires_at =
    previousSecretExpiry(body.previous_expires_in_hours, new Date(at))?.toISOString() ?? null;
  return { endpoint: webhookEndpointView(endpoint), secret };
}

/** An endpoint's 50 latest deliveries, the newest first. */
export const mockWebhookDeliveries = (db: MockDb, endpointId: string) =>
  db.webhookDeliveries.filter((delivery) => delivery.endpoint_id === endpointId).slice(0, 50);
