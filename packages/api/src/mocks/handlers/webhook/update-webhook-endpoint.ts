import { updateWebhookEndpoint } from '../../../contract/webhook';
import { webhookEventKinds } from '../../../schemas/webhook';
import { myWebhookEndpoint, webhookEndpointView } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const updateWebhookEndpointMock = createOperationMock(updateWebhookEndpoint, ({ db, meId, body }) => {
  const endpoint = myWebhookEndpoint(db, meId, body.endpoint_id);
  if (body.enabled !== undefined) endpoint.enabled = body.enabled;
  if (body.events) endpoint.events = webhookEventKinds.filter((kind) => body.events!.includes(kind));
  return webhookEndpointView(endpoint);
});
