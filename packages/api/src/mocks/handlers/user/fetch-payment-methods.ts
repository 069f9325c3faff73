import { fetchPaymentMethods } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const fetchPaymentMethodsMock = createOperationMock(fetchPaymentMethods, ({ db, meId }) => ({
  payment_methods: db.paymentMethods[meId] ?? [],
}));
