import { confirmPayment } from '../../../contract/payment';
import { checkPaymentConfirm } from '../../../rules/payment-access';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, paymentFacts } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const confirmPaymentMock = createOperationMock(confirmPayment, ({ db, meId, body }) => {
  const payment = findOrThrow(db.payments, body.payment_id, 'Payment');
  refuse(checkPaymentConfirm(paymentFacts(payment), meId));
  Object.assign(payment, { status: 'PAID', paid_at: tick(db) });
  return payment;
});
