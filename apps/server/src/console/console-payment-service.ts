import type { ConsolePayment } from '@lancer/api/schemas/console';
import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import { payments } from '../db/payment-schema';
import { projects } from '../db/project-schema';
import { users } from '../db/schema';
import { likePattern } from '../lib/like-pattern';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { toPayments } from '../payment/payment-view';
import type { Services } from '../services';

type PaymentQuery = PageQuery & { q: string; status?: 'OUTSTANDING' | 'PAID' };

/** A party (payer or payee) whose email or name matches. */
const partyMatches = (column: AnyColumn, pattern: string) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${column} and (${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}))`;

/**
 * The console's payments (decision 1531): one text against both parties' names and emails, the
 * project's title, the payment's id and the gateway's ids; optionally one state; newest first.
 */
export async function searchConsolePayments(services: Services, query: PaymentQuery) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(payments.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        partyMatches(payments.payerId, pattern),
        partyMatches(payments.payeeId, pattern),
        sql`exists (select 1 from ${projects} where ${projects.id} = ${payments.projectId} and ${projects.title} ilike ${pattern})`,
        ilike(payments.id, pattern),
        ilike(payments.checkoutSessionId, pattern),
        ilike(payments.refundId, pattern),
      )!,
    );
  }
  const { rows, total } = await readPage(
    services.db,
    payments,
    where.length ? and(...where) : undefined,
    [desc(payments.createdAt), desc(payments.id)],
    query,
  );
  const views = await toPayments(services.db, rows);
  const items: ConsolePayment[] = views.map((view, index) => ({
    ...view,
    gateway_id: rows[index]!.checkoutSessionId,
    refund_id: rows[index]!.refundId,
  }));
  return paged(items, total, query);
}
