import { MoneyCollectingMethodType } from '../../../constants';
import { SANDBOX_CARDS } from '../../../rules/billing-method';
import { buildPayment, buildSavedPaymentMethod, buildSubscriptionPayment } from '../../factories/payment';
import { fixtureTime } from '../../factories/sequence';
import type { DemoProjects } from './project';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** The milestones' payments: the sketches and the migration paid, the final logo marked as paid. */
export function seedPayments({ a, b, c }: DemoPeople, { project, doneProject }: DemoProjects) {
  const payments = [
    buildPayment({
      id: 'payment-1',
      project_id: project.id,
      project_title: project.title,
      milestone_id: 'milestone-1',
      milestone_title: 'Sketches',
      payer: a,
      payee: b,
      amount_cents: 15_000,
    }),
    buildPayment({
      id: 'payment-2',
      project_id: project.id,
      project_title: project.title,
      milestone_id: 'milestone-2',
      milestone_title: 'Final logo',
      payer: a,
      payee: b,
      amount_cents: 20_000,
      method: MoneyCollectingMethodType.MARKED_AS_PAID,
      created_at: fixtureTime(130),
      paid_at: fixtureTime(131),
    }),
    buildPayment({
      id: 'payment-3',
      project_id: doneProject.id,
      project_title: doneProject.title,
      milestone_id: 'milestone-4',
      milestone_title: 'Migration',
      payer: a,
      payee: c,
      amount_cents: 110_000,
      created_at: fixtureTime(40),
      paid_at: fixtureTime(41),
    }),
  ];
  return payments;
}

/** Grace's subscription invoices and saved cards. */
export function paymentTables({
  grace,
}: DemoPeople): Pick<MockDb, 'subscriptionPayments' | 'paymentMethods'> {
  return {
    subscriptionPayments: [
      buildSubscriptionPayment({
        id: 'invoice-3',
        period_start: fixtureTime(60 * 24 * 60),
        period_end: fixtureTime(90 * 24 * 60),
        paid_at: null,
      }),
      buildSubscriptionPayment({
        id: 'invoice-2',
        period_start: fixtureTime(30 * 24 * 60),
        period_end: fixtureTime(60 * 24 * 60),
        paid_at: fixtureTime(30 * 24 * 60 + 5),
      }),
      buildSubscriptionPayment({ id: 'invoice-1' }),
    ],
    paymentMethods: {
      [grace.account.basic.user_id]: [
        buildSavedPaymentMethod({ id: 'pm-visa' }),
        buildSavedPaymentMethod({
          id: 'pm-mc',
          brand: 'mastercard',
          last4: '4444',
          exp_month: 2,
          exp_year: 2027,
          is_default: false,
        }),
      ],
    },
  };
}

/** Grace's saved billing method for hourly weeks. */
export function billingTables({ grace }: DemoPeople): Pick<MockDb, 'billingMethods' | 'billingSetups'> {
  return {
    // The demo client has saved the sandbox's card that pays (decision 1410): its weeks are charged when billed.
    billingMethods: {
      [grace.account.basic.user_id]: {
        ...SANDBOX_CARDS.pays,
        saved_at: fixtureTime(5),
        payment_method_id: 'pm_sandbox_demo_grace',
      },
    },
    billingSetups: {},
  };
}
