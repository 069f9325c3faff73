import { confirmPayment } from '../../../contract/payment';
import { checkPaymentConfirm } from '../../../rules/payment-access';
import { refuse } from '../../db/mock-http-error';
import { settleMockPayment } from '../../db/payment-settlement';
import { findOrThrow, paymentFacts } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const confirmPaymentMock = createOperationMock(confirmPayment, ({ db, meId, body }) => {
  const payment = findOrThrow(db.payments, body.payment_id, 'Payment');
  refuse(checkPaymentConfirm(paymentFacts(payment), meId));
  return settleMockPayment(db, payment);
});
