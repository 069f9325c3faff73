import { fetchWebhookDeliveries } from '../../../contract/webhook';
import { mockWebhookDeliveries, myWebhookEndpoint, webhookDeliveryView } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const fetchWebhookDeliveriesMock = createOperationMock(
  fetchWebhookDeliveries,
  ({ db, meId, query }) => {
    const endpoint = myWebhookEndpoint(db, meId, query.endpoint_id);
    return { deliveries: mockWebhookDeliveries(db, endpoint.id).map(webhookDeliveryView) };
  },
);
