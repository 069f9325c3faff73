import type { HandlerMap } from '../http/handler';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  resendWebhookDelivery,
  rollWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './webhook-service';

export const webhookHandlers = {
  fetchWebhookEndpoints: ({ services, user }) => fetchWebhookEndpoints(services, user.id),
  createWebhookEndpoint: ({ services, user, body }) => createWebhookEndpoint(services, user.id, body),
  updateWebhookEndpoint: ({ services, body }) => updateWebhookEndpoint(services, body),
  deleteWebhookEndpoint: ({ services, query }) => deleteWebhookEndpoint(services, query.endpoint_id),
  fetchWebhookDeliveries: ({ services, query }) => fetchWebhookDeliveries(services, query.endpoint_id),
  resendWebhookDelivery: ({ services, body }) => resendWebhookDelivery(services, body),
  sendWebhookTestEvent: ({ services, body }) => sendWebhookTestEvent(services, body.endpoint_id),
  rollWebhookSecret: ({ services, body }) => rollWebhookSecret(services, body),
} satisfies HandlerMap;
