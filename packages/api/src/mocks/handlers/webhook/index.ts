import { createWebhookEndpointMock } from './create-webhook-endpoint';
import { deleteWebhookEndpointMock } from './delete-webhook-endpoint';
import { fetchWebhookDeliveriesMock } from './fetch-webhook-deliveries';
import { fetchWebhookEndpointsMock } from './fetch-webhook-endpoints';
import { resendWebhookDeliveryMock } from './resend-webhook-delivery';
import { rollWebhookSecretMock } from './roll-webhook-secret';
import { sendWebhookTestEventMock } from './send-webhook-test-event';
import { updateWebhookEndpointMock } from './update-webhook-endpoint';

/** The webhook area's calls: each one's scenario factories, by operation name. */
export const webhookMocks = {
  fetchWebhookEndpoints: fetchWebhookEndpointsMock,
  createWebhookEndpoint: createWebhookEndpointMock,
  updateWebhookEndpoint: updateWebhookEndpointMock,
  deleteWebhookEndpoint: deleteWebhookEndpointMock,
  fetchWebhookDeliveries: fetchWebhookDeliveriesMock,
  resendWebhookDelivery: resendWebhookDeliveryMock,
  sendWebhookTestEvent: sendWebhookTestEventMock,
  rollWebhookSecret: rollWebhookSecretMock,
} as const;
