import { fetchBillingMethod } from '../../../contract/payment';
import { billingMethodView } from '../../db/billing-methods';
import { createOperationMock } from '../operation-mock';

export const fetchBillingMethodMock = createOperationMock(fetchBillingMethod, ({ db, meId }) =>
  billingMethodView(db.billingMethods[meId]),
);
