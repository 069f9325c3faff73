import { fetchPayment } from '../../../contract/payment';
import { forbidden } from '../../db/mock-http-error';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchPaymentMock = createOperationMock(fetchPayment, ({ db, meId, query }) => {
  const payment = findOrThrow(db.payments, query.payment_id, 'Payment');
  if (payment.payer.user_id !== meId && payment.payee.user_id !== meId) throw forbidden();
  return payment;
});
