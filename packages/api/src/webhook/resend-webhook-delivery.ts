import { fetchWebhookDeliveries, resendWebhookDelivery } from '../contract/webhook';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the endpoint's delivery log. */
export const resendWebhookDeliveryAfterSuccess: AfterSuccess = { invalidates: [fetchWebhookDeliveries] };

export const useResendWebhookDelivery = () =>
  useOperationMutation(resendWebhookDelivery, resendWebhookDeliveryAfterSuccess);
