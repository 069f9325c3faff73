import { openBillingSetup } from '../../../contract/payment';
import { mockSetupUrl } from '../../db/billing-methods';
import { onceMock } from '../../db/idempotent';
import { newId } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** As the server on the sandbox: the setup page's link, once per key. */
export const openBillingSetupMock = createOperationMock(openBillingSetup, ({ db, meId, body, request }) =>
  onceMock(db, { userId: meId, key: body.idempotency_key, operation: 'openBillingSetup', args: body }, () => {
    const token = newId('setup');
    db.billingSetups[token] = { userId: meId, used: false };
    return { url: mockSetupUrl(new URL(request.url).origin, token) };
  }),
);
