import { MoneyCollectingMethodType } from '../../../constants';
import { confirmPayment } from '../../../contract/payment';
import { canTransition } from '../../../states/machine';
import { paymentTransitions } from '../../../states/payment';
import { MockHttpError, forbidden, invalidTransition } from '../../db/mock-http-error';
import { settleMockPayment } from '../../db/payment-settlement';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const confirmPaymentMock = createOperationMock(confirmPayment, ({ db, meId, body }) => {
  const payment = findOrThrow(db.payments, body.payment_id, 'Payment');
  if (payment.payee.user_id !== meId) throw forbidden('Only the payee can confirm the money arrived');
  if (payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT) {
    throw new MockHttpError(
      409,
      'INVALID_STATE_TRANSITION',
      'Card payments are confirmed by the payment provider',
    );
  }
  if (payment.method === MoneyCollectingMethodType.UPLOAD_PROOF && !payment.proof_url) {
    throw new MockHttpError(
      409,
      'INVALID_STATE_TRANSITION',
      'The payer has not uploaded a proof of payment yet',
    );
  }
  if (!canTransition(paymentTransitions, payment.status, 'PAID'))
    throw invalidTransition('payment', payment.status, 'confirm');
  return settleMockPayment(db, payment);
});
