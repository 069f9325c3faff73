import { z } from 'zod';

import { milestoneStatuses } from '../states/milestone';
import { paymentStatuses } from '../states/payment';
import { centsSchema, currencySchema, dateSchema, idSchema, timestampSchema } from './common';

export const milestoneStatusSchema = z.enum(milestoneStatuses);

export const milestoneSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  position: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  amount_cents: centsSchema,
  currency: currencySchema,
  due_date: dateSchema,
  status: milestoneStatusSchema,
  funded_at: timestampSchema.nullable(),
  delivered_at: timestampSchema.nullable(),
  delivery_note: z.string(),
  approved_at: timestampSchema.nullable(),
  paid_at: timestampSchema.nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export type MilestoneStatus = z.infer<typeof milestoneStatusSchema>;

/**
 * The latest payment that funds a milestone: a card checkout still open (its page to go back to),
 * or money marked as paid or proven that the payee has not confirmed yet.
 */
export const fundingPaymentSchema = z.object({
  id: idSchema,
  /** MoneyCollectingMethodType: MARKED_AS_PAID 1, UPLOAD_PROOF 2, STRIPE_CHECKOUT 3. */
  method: z.number().int(),
  status: z.enum(paymentStatuses),
  checkout_url: z.string().nullable(),
  proof_url: z.string().nullable(),
});
export type FundingPayment = z.infer<typeof fundingPaymentSchema>;

/** A milestone as its project shows it: with its open linked issues and its funding payment. */
export const milestoneDetailSchema = milestoneSchema.extend({
  open_issue_count: z.number().int().nonnegative(),
  funding_payment: fundingPaymentSchema.nullable(),
});
export type MilestoneDetail = z.infer<typeof milestoneDetailSchema>;

/** What the provider sends to hand in a milestone's work (deliverMilestone). */
export const deliverMilestoneBodySchema = z.object({
  milestone_id: idSchema,
  note: z.string().trim().min(1, 'Please describe what you deliver').max(10_000),
});
