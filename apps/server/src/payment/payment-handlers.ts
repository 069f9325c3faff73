import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../lib/stored-files';
import {
  confirmPayment,
  earnings,
  fetchPayment,
  paymentHistory,
  subscriptionHistory,
  uploadProof,
} from './payment-service';

export const paymentHandlers = {
  fetchPaymentHistory: ({ services, user, query }) => paymentHistory(services, user.id, query),
  fetchPayment: ({ services, user, query }) => fetchPayment(services, user.id, query.payment_id),
  confirmPayment: ({ services, user, body }) => confirmPayment(services, user.id, body.payment_id),
  uploadPaymentProof: async ({ services, user, request }) =>
    uploadProof(services, user.id, await readMultipartFile(request)),
  fetchEarnings: ({ services, user }) => earnings(services, user.id),
  fetchSubscriptionPayments: ({ services, user, query }) => subscriptionHistory(services, user.id, query),
} satisfies HandlerMap;
