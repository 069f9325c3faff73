import { MoneyCollectingMethodType } from '../../constants';
import type { SavedPaymentMethod } from '../../contract/user';
import type { Earnings, Payment, SubscriptionPayment } from '../../schemas/payment';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: nextId('payment'),
  project_id: nextId('project'),
  project_title: 'Build a booking page for a hair salon',
  kind: 'milestone',
  milestone_id: nextId('milestone'),
  milestone_title: 'Design and prototype',
  payer: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  payee: buildUserSummary(),
  amount_cents: 40_000,
  currency: 'USD',
  method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
  status: 'PAID',
  checkout_url: null,
  charging: false,
  proof_url: null,
  created_at: fixtureTime(180),
  paid_at: fixtureTime(200),
  dispute_outcome: null,
  refunded_cents: 0,
  ...overrides,
});

export const buildSubscriptionPayment = (
  overrides: Partial<SubscriptionPayment> = {},
): SubscriptionPayment => {
  const id = overrides.id ?? nextId('invoice');
  return {
    id,
    subscription_id: 'sub_lancer_pro',
    customer_email: 'grace_hopper@example.com',
    amount_due_cents: 1_900,
    currency: 'USD',
    period_start: fixtureTime(),
    period_end: fixtureTime(30 * 24 * 60),
    paid_at: fixtureTime(5),
    invoice_url: `https://billing.example.com/invoices/${id}`,
    pdf_url: `https://billing.example.com/invoices/${id}.pdf`,
    ...overrides,
  };
};

export const buildEarnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  currency: 'USD',
  earned_cents: 0,
  pending_cents: 0,
  spent_cents: 40_000,
  ...overrides,
});

export const buildSavedPaymentMethod = (overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  id: nextId('pm'),
  brand: 'visa',
  last4: '4242',
  exp_month: 8,
  exp_year: 2028,
  is_default: true,
  ...overrides,
});
