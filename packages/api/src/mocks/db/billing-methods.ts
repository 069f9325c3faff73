import { chargesAutomatically, sandboxDeclines, SANDBOX_CARDS } from '../../rules/billing-method';
import type { BillingMethod, Payment } from '../../schemas/payment';
import type { MockDb, StoredBillingMethod } from './mock-db';
import { emitMockNotification } from './notifications';
import { settleMockPayment } from './payment-settlement';
import { newId, tick } from './store';

export const billingMethodView = (stored: StoredBillingMethod | undefined): BillingMethod => ({
  billing_method: stored
    ? {
        brand: stored.brand,
        last4: stored.last4,
        exp_month: stored.exp_month,
        exp_year: stored.exp_year,
        saved_at: stored.saved_at,
      }
    : null,
});

/** A saved sandbox card: the one that pays, or (`declines`) the one whose charges are declined. */
export const sandboxBillingMethod = (declines: boolean, savedAt: string): StoredBillingMethod => ({
  ...(declines ? SANDBOX_CARDS.declines : SANDBOX_CARDS.pays),
  saved_at: savedAt,
  payment_method_id: `pm_sandbox_${declines ? 'decline_' : ''}${newId('card')}`,
});

/** The sandbox setup page's address for a token, on the origin the call came to. */
export const mockSetupUrl = (origin: string, token: string) =>
  `${origin}/api/payments/sandbox/setup?token=${encodeURIComponent(token)}`;

/**
 * HOURLY-AUTO-CHARGE: an invoice just billed is charged to its payer's billing method, as the
 * server's chargeInvoice does: paid once, or (a declined card) left OUTSTANDING for the client's Pay
 * with payment_failed told once.
 */
export function chargeMockInvoice(db: MockDb, payment: Payment, projectTitle: string) {
  const method = db.billingMethods[payment.payer.user_id];
  if (
    !chargesAutomatically({
      kind: payment.kind,
      amountCents: payment.amount_cents,
      hasBillingMethod: Boolean(method),
    })
  )
    return;
  if (!sandboxDeclines(method!.payment_method_id)) {
    settleMockPayment(db, payment);
    return;
  }
  tick(db);
  emitMockNotification(db, {
    recipientId: payment.payer.user_id,
    kind: 'payment_failed',
    subject: { project_id: payment.project_id, milestone_id: payment.milestone_id },
    actor: null,
    title: projectTitle,
  });
}
