import { z } from 'zod';

import { MoneyCollectingMethodType } from '../constants';
import { disputeOutcomes } from '../rules/dispute';
import { paymentStatuses } from '../states/payment';
import { centsSchema, currencySchema, idSchema, timestampSchema, userSummarySchema } from './common';

export const paymentStatusSchema = z.enum(paymentStatuses);
/** How a milestone is paid: the spec's money-collecting types other than UNSPECIFIED. */
export const paymentMethodTypeSchema = z.union([
  z.literal(MoneyCollectingMethodType.MARKED_AS_PAID),
  z.literal(MoneyCollectingMethodType.UPLOAD_PROOF),
  z.literal(MoneyCollectingMethodType.STRIPE_CHECKOUT),
]);

export const paymentSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  project_title: z.string(),
  /** What the payment pays: a milestone, or an hourly week's invoice (decision 1400; milestone_id is the week's id). */
  kind: z.enum(['milestone', 'hourly_week']),
  milestone_id: idSchema,
  milestone_title: z.string(),
  payer: userSummarySchema,
  payee: userSummarySchema,
  amount_cents: centsSchema,
  currency: currencySchema,
  method: paymentMethodTypeSchema,
  status: paymentStatusSchema,
  /** The card provider's checkout page while a STRIPE_CHECKOUT payment is outstanding. */
  checkout_url: z.string().nullable(),
  /**
   * An hourly invoice being charged to the payer's saved card (decision 1410): until the card
   * provider answers it is not paid by hand (HOURLY-CHARGING).
   */
  charging: z.boolean(),
  proof_url: z.string().nullable(),
  created_at: timestampSchema,
  paid_at: timestampSchema.nullable(),
  /**
   * How a dispute over the milestone ended (decision 1500): null without one; otherwise the part
   * refunded to the payer (the rest went to the payee).
   */
  dispute_outcome: z.enum(disputeOutcomes).nullable(),
  refunded_cents: centsSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** Subscription payment (spec entities): subscription ID, customer email, amount due, period start and end, paid at, invoice, PDF. */
export const subscriptionPaymentSchema = z.object({
  id: idSchema,
  subscription_id: z.string(),
  customer_email: z.string(),
  amount_due_cents: centsSchema,
  currency: currencySchema,
  period_start: timestampSchema,
  period_end: timestampSchema,
  paid_at: timestampSchema.nullable(),
  invoice_url: z.string(),
  pdf_url: z.string(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

export const earningsSchema = z.object({
  currency: currencySchema,
  /** Released to the provider. */
  earned_cents: centsSchema,
  /** Funded milestones not yet released. */
  pending_cents: centsSchema,
  /** Paid out by the signed-in user as a client. */
  spent_cents: centsSchema,
});
export type Earnings = z.infer<typeof earningsSchema>;

/**
 * The client's billing method (decision 1410): the one saved card an hourly week's invoice is
 * charged to when it is billed; null when none is saved. Its brand and last 4 digits, never more.
 */
export const billingMethodSchema = z.object({
  billing_method: z
    .object({
      brand: z.string(),
      last4: z.string().length(4),
      exp_month: z.number().int().min(1).max(12),
      exp_year: z.number().int(),
      saved_at: timestampSchema,
    })
    .nullable(),
});
export type BillingMethod = z.infer<typeof billingMethodSchema>;
