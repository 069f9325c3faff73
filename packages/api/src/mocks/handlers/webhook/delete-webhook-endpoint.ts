import { deleteWebhookEndpoint } from '../../../contract/webhook';
import { myWebhookEndpoint } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const deleteWebhookEndpointMock = createOperationMock(deleteWebhookEndpoint, ({ db, meId, query }) => {
  const endpoint = myWebhookEndpoint(db, meId, query.endpoint_id);
  db.webhookEndpoints = db.webhookEndpoints.filter((other) => other !== endpoint);
  db.webhookDeliveries = db.webhookDeliveries.filter((delivery) => delivery.endpoint_id !== endpoint.id);
  return { ok: true as const };
});
