import { MoneyCollectingMethodType } from '../constants';
import type { MoneyCollectingMethod } from '../schemas/user';
import type { PaymentState } from '../states/payment';
import { isCardAccountLinked } from './provider-readiness';
import { forbidden, invalidTransition, notFound, wrongState, type Refusal } from './refusal';

/** What the payment rules read of a payment. */
export type PaymentFacts = {
  payerId: string;
  payeeId: string;
  method: number;
  status: PaymentState;
  hasProof: boolean;
};

/** A payment is seen by its payer and its payee only; others are told it does not exist. */
export const checkPaymentVisible = (payment: PaymentFacts, userId: string): Refusal | null =>
  payment.payerId === userId || payment.payeeId === userId ? null : notFound('Payment');

/**
 * PAYMENT-METHODS (docs/spec/rules.md): the payee confirms off-platform money (MARKED_AS_PAID, or
 * UPLOAD_PROOF once the payer sent a proof) while OUTSTANDING; card payments are confirmed by the
 * payment provider.
 */
export function checkPaymentConfirm(payment: PaymentFacts, userId: string): Refusal | null {
  const hidden = checkPaymentVisible(payment, userId);
  if (hidden) return hidden;
  if (payment.payeeId !== userId) return forbidden('Only the one who is paid can confirm the money arrived');
  if (payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT)
    return wrongState('Card payments are confirmed by the payment provider');
  if (payment.status !== 'OUTSTANDING') return invalidTransition('payment', payment.status, 'confirm');
  if (payment.method === MoneyCollectingMethodType.UPLOAD_PROOF && !payment.hasProof)
    return wrongState('The payer has not uploaded a proof of payment yet');
  return null;
}

/** The payer attaches a proof to an OUTSTANDING UPLOAD_PROOF payment. */
export function checkPaymentProof(payment: PaymentFacts, userId: string): Refusal | null {
  const hidden = checkPaymentVisible(payment, userId);
  if (hidden) return hidden;
  if (payment.payerId !== userId) return forbidden('Only the payer can upload a proof of payment');
  if (payment.method !== MoneyCollectingMethodType.UPLOAD_PROOF)
    return wrongState('This payment does not take a proof');
  if (payment.status !== 'OUTSTANDING')
    return invalidTransition('payment', payment.status, 'attach a proof to');
  return null;
}

/** A card payment goes to the provider's linked card account (isCardAccountLinked); without one, pick another method. */
export const checkCardPayee = (payeeMethods: readonly MoneyCollectingMethod[]): Refusal | null =>
  isCardAccountLinked(payeeMethods)
    ? null
    : {
        status: 409,
        code: 'NOT_READY_TO_RECEIVE_MONEY',
        message: 'The provider has not linked a payment account yet; pick another method',
      };

/**
 * HOURLY-PAY-INVOICE (decision 1402): the payer pays an OUTSTANDING hourly week's invoice through
 * its card checkout; a milestone's payment is funded on its project instead.
 */
export function checkInvoicePay(
  /** `charging`: the invoice is being charged to the saved card (decision 1410); paying it too would pay twice. */
  payment: PaymentFacts & { invoice: boolean; charging?: boolean },
  userId: string,
): Refusal | null {
  const hidden = checkPaymentVisible(payment, userId);
  if (hidden) return hidden;
  if (payment.payerId !== userId) return forbidden('Only the one who pays can pay this invoice');
  if (!payment.invoice || payment.method !== MoneyCollectingMethodType.STRIPE_CHECKOUT)
    return wrongState("This payment is not an invoice; fund the milestone on its project's page");
  if (payment.status !== 'OUTSTANDING') return wrongState('This invoice is already paid');
  if (payment.charging)
    return wrongState('This invoice is being charged to your saved card; try again in a moment');
  return null;
}
