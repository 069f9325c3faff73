import type { DisputeOutcome } from '@lancer/api/rules/dispute';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { cents, createdAt, tstz } from './columns';

/** The payment area: milestone payments and subscription payments. */

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  milestoneId: text('milestone_id').notNull(),
  payerId: text('payer_id').notNull(),
  payeeId: text('payee_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: integer('method').$type<1 | 2 | 3>().notNull(),
  status: text('status').$type<'OUTSTANDING' | 'PAID'>().notNull(),
  checkoutUrl: text('checkout_url'),
  checkoutSessionId: text('checkout_session_id'),
  proofUrl: text('proof_url'),
  createdAt: createdAt(),
  paidAt: tstz('paid_at'),
  /** How a dispute over the milestone ended, and the part refunded to the payer (decision 1500). */
  disputeOutcome: text('dispute_outcome').$type<DisputeOutcome>(),
  refundedCents: cents('refunded_cents').notNull().default(0),
  refundId: text('refund_id'),
  /**
   * An hourly invoice charged to the payer's billing method (decision 1410): 'pending' from the
   * billing transaction until the gateway answered, then 'succeeded' or 'failed'; null when the
   * payer pays it through a checkout. The method and customer charged are kept with it, so every
   * retry of the charge sends the same arguments (and the gateway's key answers the first charge).
   */
  autoCharge: text('auto_charge').$type<'pending' | 'succeeded' | 'failed'>(),
  chargeCustomerId: text('charge_customer_id'),
  chargeMethodId: text('charge_method_id'),
});
export type PaymentRow = typeof payments.$inferSelect;

export const subscriptionPayments = pgTable('subscription_payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  customerEmail: text('customer_email').notNull(),
  amountDueCents: cents('amount_due_cents').notNull(),
  currency: text('currency').notNull(),
  periodStart: tstz('period_start').notNull(),
  periodEnd: tstz('period_end').notNull(),
  paidAt: tstz('paid_at'),
  invoiceUrl: text('invoice_url').notNull(),
  pdfUrl: text('pdf_url').notNull(),
});

/**
 * The client's billing method (decision 1410): the gateway's customer, made once per user when a
 * card is first saved, and the one saved card (null fields: none saved, or removed).
 */
export const billingMethods = pgTable('billing_methods', {
  userId: text('user_id').primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  paymentMethodId: text('payment_method_id'),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  savedAt: tstz('saved_at'),
});
export type BillingMethodRow = typeof billingMethods.$inferSelect;

/**
 * Money the payment provider is to move, written in the transaction of the state change that
 * decided it (decision 2010): a refund, a transfer to the provider's account, a saved-card charge.
 * `key` is `<kind>:<subject>` (`refund:dispute:<id>`, `transfer:milestone:<id>`,
 * `charge:week:<id>`): unique, so a subject's movement is written once, and sent to the provider
 * as its Idempotency-Key, so every attempt of it is the same movement. The sender claims a row
 * with FOR UPDATE SKIP LOCKED and marks it in the same transaction as what the answer settles.
 */
export const paymentOutbox = pgTable(
  'payment_outbox',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind').$type<'charge' | 'transfer' | 'refund'>().notNull(),
    paymentId: text('payment_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** A refund after release: the part of the payment's transfer taken back from the provider first. */
    reverseCents: cents('reverse_cents').notNull().default(0),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull(),
    lastError: text('last_error'),
    /** The provider's id of what it made (re_…, tr_…, pi_…), once sent. */
    providerId: text('provider_id'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (table) => [index('payment_outbox_due').on(table.status, table.nextAttemptAt)],
);
export type PaymentOutboxRow = typeof paymentOutbox.$inferSelect;
