import { createWebhookEndpoint } from '../../../contract/webhook';
import { createMockWebhookEndpoint } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const createWebhookEndpointMock = createOperationMock(createWebhookEndpoint, ({ db, meId, body }) =>
  createMockWebhookEndpoint(db, meId, body),
);
