import { and, eq, isNotNull } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { billingMethods, type BillingMethodRow } from '../db/payment-schema';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { once } from '../http/idempotency';
import { isoOrNull } from '../lib/time';
import type { Services } from '../services';

/** A saved card as the gateway reports it (Stripe's PaymentMethod.card, the sandbox's test card). */
export type SavedCard = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

const toBillingMethod = (row: BillingMethodRow | undefined) => ({
  billing_method:
    row?.paymentMethodId && row.brand && row.last4 && row.expMonth && row.expYear
      ? {
          brand: row.brand,
          last4: row.last4,
          exp_month: row.expMonth,
          exp_year: row.expYear,
          saved_at: isoOrNull(row.savedAt)!,
        }
      : null,
});

/** The client's saved card to charge (customer and method), or null when none is saved. */
export async function billingMethodOf(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(billingMethods)
    .where(and(eq(billingMethods.userId, userId), isNotNull(billingMethods.paymentMethodId)));
  return row ? { customerId: row.customerId, paymentMethodId: row.paymentMethodId! } : null;
}

export async function fetchBillingMethod(services: Services, userId: string) {
  const [row] = await services.db.select().from(billingMethods).where(eq(billingMethods.userId, userId));
  return toBillingMethod(row);
}

/**
 * The page where the client saves a card (decision 1410): the gateway's customer is made once per
 * client (kept here; Stripe's create is keyed by the user), and the same key answers the same page.
 */
export async function openBillingSetup(
  services: Services,
  userId: string,
  input: { idempotency_key: string },
) {
  const call = { userId, key: input.idempotency_key, operation: 'openBillingSetup', args: input };
  return once(services.db, call, async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User');
    const [row] = await tx
      .select({ customerId: billingMethods.customerId })
      .from(billingMethods)
      .where(eq(billingMethods.userId, userId))
      .for('update');
    const setup = await services.payments.createBillingSetup({
      userId,
      email: user.email,
      customerId: row?.customerId ?? null,
    });
    if (!row) await tx.insert(billingMethods).values({ userId, customerId: setup.customerId });
    return { url: setup.url };
  });
}

/**
 * Later invoices wait for the client's Pay; the customer is kept for the next card. The card is
 * detached at the gateway first (it can never be charged again): if that fails nothing changes and
 * the client tries again. Only the card detached is cleared, not one saved meanwhile.
 */
export async function removeBillingMethod(services: Services, userId: string) {
  const saved = await billingMethodOf(services.db, userId);
  if (saved) {
    await services.payments.detachCard({ paymentMethodId: saved.paymentMethodId });
    await services.db
      .update(billingMethods)
      .set({ paymentMethodId: null, brand: null, last4: null, expMonth: null, expYear: null, savedAt: null })
      .where(
        and(eq(billingMethods.userId, userId), eq(billingMethods.paymentMethodId, saved.paymentMethodId)),
      );
  }
  return fetchBillingMethod(services, userId);
}

/**
 * The gateway reports a card saved (the sandbox's page, Stripe's webhook): it becomes the client's
 * billing method. A report delivered again (Stripe retries webhooks) finds the same card saved and
 * changes nothing. Answers whether the customer is known.
 */
export async function saveBillingCard(
  services: Services,
  where: { userId: string } | { customerId: string },
  card: SavedCard,
) {
  const match =
    'userId' in where
      ? eq(billingMethods.userId, where.userId)
      : eq(billingMethods.customerId, where.customerId);
  const saved = await services.db
    .update(billingMethods)
    .set({ ...card, savedAt: new Date() })
    .where(match)
    .returning({ userId: billingMethods.userId });
  return saved.length > 0;
}
