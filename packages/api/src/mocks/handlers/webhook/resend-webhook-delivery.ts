import { resendWebhookDelivery } from '../../../contract/webhook';
import { myWebhookEndpoint, webhookDeliveryView } from '../../db/webhooks';
import { tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** Pending again, due now, with the same id; the mocks send nothing, so it stays pending. */
export const resendWebhookDeliveryMock = createOperationMock(resendWebhookDelivery, ({ db, meId, body }) => {
  const endpoint = myWebhookEndpoint(db, meId, body.endpoint_id);
  const delivery = findOrThrow(
    db.webhookDeliveries.filter((one) => one.endpoint_id === endpoint.id),
    body.delivery_id,
    'Webhook delivery',
  );
  delivery.status = 'pending';
  delivery.next_attempt_at = tick(db);
  return webhookDeliveryView(delivery);
});
