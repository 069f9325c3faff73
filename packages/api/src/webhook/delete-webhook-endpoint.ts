import { deleteWebhookEndpoint, fetchWebhookEndpoints } from '../contract/webhook';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my endpoints. */
export const deleteWebhookEndpointAfterSuccess: AfterSuccess = { invalidates: [fetchWebhookEndpoints] };

export const useDeleteWebhookEndpoint = () =>
  useOperationMutation(deleteWebhookEndpoint, deleteWebhookEndpointAfterSuccess);
