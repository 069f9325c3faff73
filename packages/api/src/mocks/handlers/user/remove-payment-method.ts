import { removePaymentMethod } from '../../../contract/user';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const removePaymentMethodMock = createOperationMock(removePaymentMethod, ({ db, meId, params }) => {
  const methods = db.paymentMethods[meId] ?? [];
  findOrThrow(methods, params.id ?? '', 'Payment method');
  db.paymentMethods[meId] = methods.filter((method) => method.id !== params.id);
  return { ok: true as const };
});
