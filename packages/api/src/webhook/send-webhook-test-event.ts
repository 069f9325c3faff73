import { fetchWebhookDeliveries, sendWebhookTestEvent } from '../contract/webhook';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the endpoint's delivery log, which now starts with the ping. */
export const sendWebhookTestEventAfterSuccess: AfterSuccess = { invalidates: [fetchWebhookDeliveries] };

export const useSendWebhookTestEvent = () =>
  useOperationMutation(sendWebhookTestEvent, sendWebhookTestEventAfterSuccess);
