import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
import { fetchBillingMethod, openBillingSetup, removeBillingMethod } from './billing-method-service';
import {
  confirmPayment,
  fetchEarnings,
  fetchPayment,
  fetchPaymentHistory,
  fetchSubscriptionPayments,
  payInvoice,
  uploadPaymentProof,
} from './payment-service';

export const paymentHandlers = {
  fetchPaymentHistory: ({ services, user, query }) => fetchPaymentHistory(services, user.id, query),
  fetchPayment: ({ services, user, query }) => fetchPayment(services, user.id, query.payment_id),
  confirmPayment: ({ services, user, body }) => confirmPayment(services, user.id, body.payment_id),
  payInvoice: ({ services, user, body }) => payInvoice(services, user.id, body),
  uploadPaymentProof: async ({ services, user, request }) =>
    uploadPaymentProof(services, user.id, await readMultipartFile(request)),
  fetchEarnings: ({ services, user }) => fetchEarnings(services, user.id),
  fetchSubscriptionPayments: ({ services, user, query }) =>
    fetchSubscriptionPayments(services, user.id, query),
  fetchBillingMethod: ({ services, user }) => fetchBillingMethod(services, user.id),
  openBillingSetup: ({ services, user, body }) => openBillingSetup(services, user.id, body),
  removeBillingMethod: ({ services, user }) => removeBillingMethod(services, user.id),
} satisfies HandlerMap;
