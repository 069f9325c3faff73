import { createWebhookEndpoint, fetchWebhookEndpoints } from '../contract/webhook';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my endpoints. */
export const createWebhookEndpointAfterSuccess: AfterSuccess = { invalidates: [fetchWebhookEndpoints] };

export const useCreateWebhookEndpoint = () =>
  useOperationMutation(createWebhookEndpoint, createWebhookEndpointAfterSuccess);
