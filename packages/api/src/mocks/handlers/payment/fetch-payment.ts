import { fetchPayment } from '../../../contract/payment';
import { checkPaymentVisible } from '../../../rules/payment-access';
import { refuse } from '../../db/mock-http-error';
import { findOrThrow, paymentFacts, paymentView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchPaymentMock = createOperationMock(fetchPayment, ({ db, meId, query }) => {
  const payment = findOrThrow(db.payments, query.payment_id, 'Payment');
  refuse(checkPaymentVisible(paymentFacts(payment), meId));
  return paymentView(payment);
});
