import { fetchPaymentHistory } from '../../../contract/payment';
import { newestFirst, paginate, paymentView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchPaymentHistoryMock = createOperationMock(fetchPaymentHistory, ({ db, meId, query }) => {
  const matches = db.payments.filter(
    (payment) =>
      (query.direction === 'incoming'
        ? payment.payee.user_id === meId
        : query.direction === 'outgoing'
          ? payment.payer.user_id === meId
          : payment.payee.user_id === meId || payment.payer.user_id === meId) &&
      (!query.status || payment.status === query.status) &&
      (!query.project_id || payment.project_id === query.project_id),
  );
  return paginate(newestFirst(matches).map(paymentView), query);
});
