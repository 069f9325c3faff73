import { and, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { weekBillingKey } from '@lancer/api/rules/hourly';

import type { Executor } from '../db/client';
import { moneyCollectingMethods } from '../db/user-schema';
import type { Services } from '../services';
import type { PaymentGateway } from './payment-gateway';

type CheckoutInput = Omit<Parameters<PaymentGateway['createCheckout']>[0], 'transferGroup'> & {
  projectId: string;
};

/** The provider's name for a project's charges and transfers (Stripe's transfer_group, decision 2010). */
export const transferGroupOf = (projectId: string) => `project_${projectId}`;

/**
 * The card checkout of one payment, held on the platform until released (decision 2010): a milestone's funding
 * (fundMilestone), an hourly week's invoice when it is billed (billWeek) and when its payer pays it
 * (payInvoice, decision 1402) all open it here. The gateway binds its idempotency key to these
 * arguments, so opening the same payment's checkout again answers the same session while it lives.
 */
export async function openCheckout(services: Services, input: CheckoutInput) {
  const { projectId, ...checkout } = input;
  return services.payments.createCheckout({ ...checkout, transferGroup: transferGroupOf(projectId) });
}

/** The payee's linked card account, where a card payment's money goes; null when none is linked. */
export async function payeeAccountOf(db: Executor, payeeId: string) {
  const [account] = await db
    .select({ id: moneyCollectingMethods.externalAccountId })
    .from(moneyCollectingMethods)
    .where(
      and(
        eq(moneyCollectingMethods.userId, payeeId),
        eq(moneyCollectingMethods.type, MoneyCollectingMethodType.STRIPE_CHECKOUT),
      ),
    );
  return account?.id ?? null;
}

/**
 * The card checkout of a week's invoice: opened when the week is billed and again when the client
 * pays it (payInvoice, decision 1402), with the same arguments, so the gateway's key is the same.
 */
export const openWeekCheckout = (
  services: Services,
  invoice: {
    id: string;
    projectId: string;
    amountCents: number;
    currency: string;
    week: string;
  },
) =>
  openCheckout(services, {
    paymentId: invoice.id,
    projectId: invoice.projectId,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    description: `Hours of the week of ${invoice.week} (${weekBillingKey(invoice.projectId, invoice.week)})`,
    returnTo: 'payment',
  });
