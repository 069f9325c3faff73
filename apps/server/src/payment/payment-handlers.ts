import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
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
} satisfies HandlerMap;
