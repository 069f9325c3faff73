import { fetchWebhookEndpoints, updateWebhookEndpoint } from '../contract/webhook';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my endpoints. */
export const updateWebhookEndpointAfterSuccess: AfterSuccess = { invalidates: [fetchWebhookEndpoints] };

export const useUpdateWebhookEndpoint = () =>
  useOperationMutation(updateWebhookEndpoint, updateWebhookEndpointAfterSuccess);
