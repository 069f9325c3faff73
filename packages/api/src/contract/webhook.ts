import { z } from 'zod';

import { idSchema, okSchema } from '../schemas/common';
import {
  createWebhookEndpointBodySchema,
  createdWebhookEndpointSchema,
  rollWebhookSecretBodySchema,
  updateWebhookEndpointBodySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '../schemas/webhook';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/**
 * Webhooks (decision 1808): an integrator's endpoints, sent the events they chose, signed and
 * retried, with a log of their deliveries. Sessions only: a leaked personal access token must not
 * be able to send its owner's events somewhere else.
 */

export const fetchWebhookEndpoints = defineOperation({
  name: 'fetchWebhookEndpoints',
  method: 'GET',
  path: '/api/webhook/fetch-webhook-endpoints',
  summary: "The caller's webhook endpoints, the newest first (their secrets are never shown again).",
  auth: 'user',
  access: signedIn,
  sessionOnly: true,
  response: z.object({ endpoints: z.array(webhookEndpointSchema) }),
});

export const createWebhookEndpoint = defineOperation({
  name: 'createWebhookEndpoint',
  method: 'POST',
  path: '/api/webhook/create-webhook-endpoint',
  summary:
    'Registers an endpoint URL (https, on a public address; http://127.0.0.1 where the server allows private hosts) ' +
    'for the event kinds chosen (at most 10 endpoints, 409 past that). Its signing secret (whsec_…) is in this answer only.',
  auth: 'user',
  access: signedIn,
  sessionOnly: true,
  body: createWebhookEndpointBodySchema,
  response: createdWebhookEndpointSchema,
});

export const updateWebhookEndpoint = defineOperation({
  name: 'updateWebhookEndpoint',
  method: 'POST',
  path: '/api/webhook/update-webhook-endpoint',
  summary:
    'Disables or enables one of my endpoints, or changes its event kinds. A disabled endpoint is written no new deliveries; those already due are still tried.',
  auth: 'user',
  access: on('webhookEndpoint', ['owner'], { others: 404 }),
  sessionOnly: true,
  body: updateWebhookEndpointBodySchema,
  response: webhookEndpointSchema,
});

export const deleteWebhookEndpoint = defineOperation({
  name: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/api/webhook/delete-webhook-endpoint',
  summary: 'Deletes one of my endpoints with its delivery log; nothing more is sent to it.',
  auth: 'user',
  access: on('webhookEndpoint', ['owner'], { others: 404 }),
  sessionOnly: true,
  query: z.object({ endpoint_id: idSchema }),
  response: okSchema,
});

export const fetchWebhookDeliveries = defineOperation({
  name: 'fetchWebhookDeliveries',
  method: 'GET',
  path: '/api/webhook/fetch-webhook-deliveries',
  summary:
    "One of my endpoints' 50 latest deliveries, the newest first: the event, status, attempts and the receiver's last HTTP status.",
  auth: 'user',
  access: on('webhookEndpoint', ['owner'], { others: 404 }),
  sessionOnly: true,
  query: z.object({ endpoint_id: idSchema }),
  response: z.object({ deliveries: z.array(webhookDeliverySchema) }),
});

export const resendWebhookDelivery = defineOperation({
  name: 'resendWebhookDelivery',
  method: 'POST',
  path: '/api/webhook/resend-webhook-delivery',
  summary:
    'Sends one delivery of my endpoint again, soon, with the same id (its Idempotency-Key), so a receiver that had it already can tell.',
  auth: 'user',
  access: on('webhookEndpoint', ['owner'], { others: 404 }),
  sessionOnly: true,
  body: z.object({ endpoint_id: idSchema, delivery_id: idSchema }),
  response: webhookDeliverySchema,
});

export const sendWebhookTestEvent = defineOperation({
  name: 'sendWebhookTestEvent',
  method: 'POST',
  path: '/api/webhook/send-webhook-test-event',
  summary:
    'Sends one of my enabled endpoints a `ping` event, signed and logged as every delivery is, whatever kinds it takes (409 while it is disabled).',
  auth: 'user',
  access: on('webhookEndpoint', ['owner'], { others: 404 }),
  sessionOnly: true,
  body: z.object({ endpoint_id: idSchema }),
  response: webhookDeliverySchema,
});

export const rollWebhookSecret = defineOperation({
  name: 'rollWebhookSecret',
  method: 'POST',
  path: '/api/webhook/roll-webhook-secret',
  summary:
    "Replaces one of my endpoints' signing secret; the new one (whsec_…) is in this answer only. The previous one signs beside it " +
    '(a second v1 in Lancer-Signature) for the hours chosen, so a receiver can change over without refusing a delivery.',
  auth: 'user',
  access: on('webhookEndpoint', ['owner'], { others: 404 }),
  sessionOnly: true,
  body: rollWebhookSecretBodySchema,
  response: createdWebhookEndpointSchema,
});

export const webhookOperations = {
  fetchWebhookEndpoints,
  createWebhookEndpoint,
  updateWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  resendWebhookDelivery,
  sendWebhookTestEvent,
  rollWebhookSecret,
} as const;
