import { fetchSubscriptionPayments } from '../../../contract/payment';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchSubscriptionPaymentsMock = createOperationMock(fetchSubscriptionPayments, ({ db, query }) =>
  paginate(db.subscriptionPayments, query),
);
