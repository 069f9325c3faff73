import { payInvoice } from '../../../contract/payment';
import { checkInvoicePay } from '../../../rules/payment-access';
import { onceMock } from '../../db/idempotent';
import { refuse } from '../../db/mock-http-error';
import { mockCheckoutUrl } from '../../db/payment-settlement';
import { findOrThrow, paymentFacts } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** As the server: an hourly week's invoice answers the sandbox checkout page, once per key; a paid one is refused. */
export const payInvoiceMock = createOperationMock(payInvoice, ({ db, meId, body, request }) =>
  onceMock(db, { userId: meId, key: body.idempotency_key, operation: 'payInvoice', args: body }, () => {
    const payment = findOrThrow(db.payments, body.payment_id, 'Payment');
    refuse(checkInvoicePay({ ...paymentFacts(payment), invoice: payment.kind === 'hourly_week' }, meId));
    payment.checkout_url = mockCheckoutUrl(new URL(request.url).origin, payment.id);
    return payment;
  }),
);
