import { asc, desc, eq } from 'drizzle-orm';

import { paymentMethods } from '../db/schema';
import { notFound } from '../http/errors';
import type { Services } from '../services';

/** The payer's saved cards, the default first. */
export async function fetchPaymentMethods(services: Services, userId: string) {
  const rows = await services.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
  return {
    payment_methods: rows.map((row) => ({
      id: row.id,
      brand: row.brand,
      last4: row.last4,
      exp_month: row.expMonth,
      exp_year: row.expYear,
      is_default: row.isDefault,
    })),
  };
}

/** Only the method's owner reaches here (ACCESS-MATRIX, contract/user.ts). */
export async function removePaymentMethod(services: Services, id: string) {
  const removed = await services.db
    .delete(paymentMethods)
    .where(eq(paymentMethods.id, id))
    .returning({ id: paymentMethods.id });
  if (removed.length === 0) throw notFound('Payment method');
  return { ok: true as const };
}
