import { fetchWebhookEndpoints, rollWebhookSecret } from '../contract/webhook';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: my endpoints (the secret's start, the previous one's end). */
export const rollWebhookSecretAfterSuccess: AfterSuccess = { invalidates: [fetchWebhookEndpoints] };

export const useRollWebhookSecret = () =>
  useOperationMutation(rollWebhookSecret, rollWebhookSecretAfterSuccess);
