import { newId } from '../lib/ids';
import type { Services } from '../services';
import { SANDBOX_CARDS } from '@lancer/api/rules/billing-method';

import { billingMethods, subscriptionPayments } from '../db/payment-schema';
import type { DemoPeople } from './seed';

/**
 * Demo subscription payments: the client's Lancer plan, paid for the last three months; and the
 * client's billing method (decision 1410), the sandbox's card that pays, so approved weeks are
 * charged to it.
 */
export async function seedPayments(services: Services, people: DemoPeople) {
  const card = SANDBOX_CARDS.pays;
  await services.db.insert(billingMethods).values({
    userId: people.client,
    customerId: 'cus_sandbox_demo_client',
    paymentMethodId: 'pm_sandbox_demo_client',
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    savedAt: new Date(),
  });
  const months = [3, 2, 1];
  await services.db.insert(subscriptionPayments).values(
    months.map((ago, index) => {
      const start = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - ago, 1));
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
      const invoice = `in_demo_${index + 1}`;
      return {
        id: newId(),
        userId: people.client,
        subscriptionId: 'sub_demo_team',
        customerEmail: 'client@lancer.test',
        amountDueCents: 2_900,
        currency: 'USD',
        periodStart: start,
        periodEnd: end,
        paidAt: start,
        invoiceUrl: `/api/payments/sandbox/invoice/${invoice}`,
        pdfUrl: `/api/payments/sandbox/invoice/${invoice}/pdf`,
      };
    }),
  );
}
