import { removeBillingMethod } from '../../../contract/payment';
import { billingMethodView } from '../../db/billing-methods';
import { createOperationMock } from '../operation-mock';

export const removeBillingMethodMock = createOperationMock(removeBillingMethod, ({ db, meId }) => {
  delete db.billingMethods[meId];
  return billingMethodView(undefined);
});
