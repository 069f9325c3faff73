/**
 * The client's billing method (decision 1410): one saved card per client, charged automatically
 * when an hourly week is billed, as Upwork charges the client's primary billing method.
 */

/** What a saved billing method shows: its card, never its number. */
export type BillingCard = { brand: string; last4: string; exp_month: number; exp_year: number };

/**
 * The sandbox's two test cards, as Stripe's test cards: one that pays (4242) and one that saves
 * but declines every charge (4000 0000 0000 0002, "card_declined"), so the failure path can be
 * shown without a real card. The sandbox names a declining card's method with `DECLINING_MARK`.
 */
export const SANDBOX_CARDS = {
  pays: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  declines: { brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2034 },
} as const satisfies Record<string, BillingCard>;
export const DECLINING_MARK = 'decline';

/** Whether the sandbox declines a charge of this saved method (the test card that declines). */
export const sandboxDeclines = (paymentMethodId: string) => paymentMethodId.includes(DECLINING_MARK);

/**
 * HOURLY-AUTO-CHARGE (decision 1410): an hourly week's invoice is charged to its payer's saved
 * billing method when it is billed: an invoice with an amount, a payer with a saved card. A
 * milestone's payment never is (the client funds it on its project's page), and without a card the
 * invoice waits for the client's Pay (decision 1402).
 */
export const chargesAutomatically = (invoice: {
  kind: 'milestone' | 'hourly_week';
  amountCents: number;
  hasBillingMethod: boolean;
}) => invoice.kind === 'hourly_week' && invoice.amountCents > 0 && invoice.hasBillingMethod;
