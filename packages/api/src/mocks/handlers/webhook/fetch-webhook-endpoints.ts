import { fetchWebhookEndpoints } from '../../../contract/webhook';
import { myWebhookEndpoints, webhookEndpointView } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const fetchWebhookEndpointsMock = createOperationMock(fetchWebhookEndpoints, ({ db, meId }) => ({
  endpoints: myWebhookEndpoints(db, meId).map(webhookEndpointView),
}));
