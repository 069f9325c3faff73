import type { Transitions } from './machine';

/** PAYMENT-METHODS: a payment is OUTSTANDING until the money arrives, then PAID. */
export const paymentStatuses = ['OUTSTANDING', 'PAID'] as const;
export type PaymentState = (typeof paymentStatuses)[number];

export const paymentTransitions: Transitions<PaymentState> = {
  OUTSTANDING: ['PAID'],
  PAID: [],
};
