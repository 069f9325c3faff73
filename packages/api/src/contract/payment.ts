import { z } from 'zod';

import { idempotencyKeySchema, idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  billingMethodSchema,
  earningsSchema,
  paymentSchema,
  paymentStatusSchema,
  subscriptionPaymentSchema,
} from '../schemas/payment';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Payments of milestones, their history, earnings, and subscription payments. */

export const fetchPaymentHistory = defineOperation({
  name: 'fetchPaymentHistory',
  method: 'GET',
  path: '/api/payment/fetch-payment-history',
  summary:
    'Milestone payments, newest first: incoming (the user is paid), outgoing (the user pays) or both; ' +
    'optionally of one project or in one status.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({
    direction: z.enum(['all', 'incoming', 'outgoing']).default('all'),
    status: paymentStatusSchema.optional(),
    project_id: idSchema.optional(),
  }),
  response: pagedSchema(paymentSchema),
});

export const fetchPayment = defineOperation({
  name: 'fetchPayment',
  method: 'GET',
  path: '/api/payment/fetch-payment',
  summary: 'One payment (its payer or payee).',
  auth: 'user',
  access: on('payment', ['owner', 'counterparty'], { others: 404 }),
  query: z.object({ payment_id: idSchema }),
  response: paymentSchema,
});

export const confirmPayment = defineOperation({
  name: 'confirmPayment',
  method: 'POST',
  path: '/api/payment/confirm-payment',
  summary:
    'The payee confirms the money of an OUTSTANDING payment arrived (MARKED_AS_PAID or UPLOAD_PROOF): PAID. ' +
    "Card payments are confirmed by the payment provider's webhook instead.",
  auth: 'user',
  access: on('payment', ['counterparty'], {
    others: 404,
    refuse: { owner: 403 },
    because: 'Only the one who is paid can confirm the money arrived',
  }),
  body: z.object({ payment_id: idSchema }),
  response: paymentSchema,
});

export const payInvoice = defineOperation({
  name: 'payInvoice',
  method: 'POST',
  path: '/api/payment/pay-invoice',
  summary:
    "The payer pays an OUTSTANDING invoice (an hourly week's card payment, decision 1402): answers it with a " +
    "fresh checkout_url of the payment provider, whose webhook (or the sandbox's page) makes it PAID. The same key " +
    'answers the same; a paid invoice is refused (409).',
  auth: 'user',
  access: on('payment', ['owner'], {
    others: 404,
    refuse: { counterparty: 403 },
    because: 'Only the payer can pay this invoice',
  }),
  limit: 'payment',
  body: z.object({ payment_id: idSchema, idempotency_key: idempotencyKeySchema }),
  response: paymentSchema,
});

export const uploadPaymentProof = defineOperation({
  name: 'uploadPaymentProof',
  method: 'POST',
  path: '/api/payment/upload-payment-proof',
  summary:
    'The payer attaches a proof (multipart: payment_id and an image or PDF "file") to an UPLOAD_PROOF payment.',
  auth: 'user',
  access: signedIn,
  limit: 'upload',
  multipart: true,
  response: paymentSchema,
});

export const fetchEarnings = defineOperation({
  name: 'fetchEarnings',
  method: 'GET',
  path: '/api/payment/fetch-earnings',
  summary: 'Totals of the signed-in user: earned, pending and spent.',
  auth: 'user',
  access: signedIn,
  response: earningsSchema,
});

export const fetchSubscriptionPayments = defineOperation({
  name: 'fetchSubscriptionPayments',
  method: 'GET',
  path: '/api/payment/fetch-subscription-payments',
  summary: 'Subscription payment history with invoice and PDF links, newest first.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema,
  response: pagedSchema(subscriptionPaymentSchema),
});

export const fetchBillingMethod = defineOperation({
  name: 'fetchBillingMethod',
  method: 'GET',
  path: '/api/payment/fetch-billing-method',
  summary:
    "The signed-in client's billing method (decision 1410): the saved card an hourly week's invoice is charged " +
    'to when it is billed, or null.',
  auth: 'user',
  access: signedIn,
  response: billingMethodSchema,
});

export const openBillingSetup = defineOperation({
  name: 'openBillingSetup',
  method: 'POST',
  path: '/api/payment/open-billing-setup',
  summary:
    "A page of the payment provider where the client saves a card (Stripe Checkout in setup mode, or the sandbox's " +
    'page); the provider reports the saved card, which becomes the billing method. The same key answers the same.',
  auth: 'user',
  access: signedIn,
  limit: 'payment',
  body: z.object({ idempotency_key: idempotencyKeySchema }),
  response: z.object({ url: z.string() }),
});

export const removeBillingMethod = defineOperation({
  name: 'removeBillingMethod',
  method: 'POST',
  path: '/api/payment/remove-billing-method',
  summary:
    'Removes the billing method: the card is detached at the payment provider first (when it cannot be reached, ' +
    'nothing changes), then later invoices wait for the client to pay them. Removing none changes nothing.',
  auth: 'user',
  access: signedIn,
  response: billingMethodSchema,
});

export const paymentOperations = {
  fetchPaymentHistory,
  fetchPayment,
  confirmPayment,
  payInvoice,
  uploadPaymentProof,
  fetchEarnings,
  fetchSubscriptionPayments,
  fetchBillingMethod,
  openBillingSetup,
  removeBillingMethod,
} as const;
