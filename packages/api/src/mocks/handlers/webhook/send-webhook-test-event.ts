import { sendWebhookTestEvent } from '../../../contract/webhook';
import { sendMockWebhookTestEvent } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const sendWebhookTestEventMock = createOperationMock(sendWebhookTestEvent, ({ db, meId, body }) =>
  sendMockWebhookTestEvent(db, meId, body.endpoint_id),
);
