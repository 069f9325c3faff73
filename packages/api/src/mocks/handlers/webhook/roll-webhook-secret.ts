import { rollWebhookSecret } from '../../../contract/webhook';
import { rollMockWebhookSecret } from '../../db/webhooks';
import { createOperationMock } from '../operation-mock';

export const rollWebhookSecretMock = createOperationMock(rollWebhookSecret, ({ db, meId, body }) =>
  rollMockWebhookSecret(db, meId, body),
);
