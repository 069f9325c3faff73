import { groupDisputeAges, overviewDays } from '@lancer/api/rules/console';
import type { ConsoleOverview } from '@lancer/api/schemas/console';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';

import { disputes } from '../db/dispute-schema';
import { heldForOpenDisputes } from '../ledger/ledger-reads';
import { payments } from '../db/payment-schema';
import { reports } from '../db/report-schema';
import { users } from '../db/schema';
import { iso } from '../lib/time';
import type { Services } from '../services';

const OPEN = ['OPEN', 'ANSWERED', 'ESCALATED'] as const;

/** A timestamp's UTC day, YYYY-MM-DD, in SQL. */
const utcDay = (column: typeof users.createdAt | typeof payments.paidAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The numbers an operator needs (decision 1532), each counted in SQL: open disputes per whole-day
 * age and per state, the money they hold per currency, open reports, sign-ups and paid payments per
 * UTC day over the window. The money held is the ledger's (decision 2000).
 */
export async function fetchConsoleOverview(
  services: Services,
  query: { days: number },
): Promise<ConsoleOverview> {
  const { db } = services;
  const now = new Date();
  const days = overviewDays(now, query.days);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const open = inArray(disputes.status, [...OPEN]);
  const ageDays = sql<number>`floor(extract(epoch from (now() - ${disputes.openedAt})) / 86400)::int`;
  const signUpDay = utcDay(users.createdAt);
  const paidDay = utcDay(payments.paidAt);
  const [ages, openCounts, held, [waiting], signUps, paid] = await Promise.all([
    db
      .select({ ageDays, count: sql<number>`count(*)::int` })
      .from(disputes)
      .where(open)
      .groupBy(ageDays),
    db
      .select({
        count: sql<number>`count(*)::int`,
        escalated: sql<number>`(count(*) filter (where ${disputes.status} = 'ESCALATED'))::int`,
        oldest: sql<Date | string | null>`min(${disputes.openedAt})`,
      })
      .from(disputes)
      .where(open),
    heldForOpenDisputes(db, [...OPEN]),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.status, 'OPEN')),
    db
      .select({ day: signUpDay, count: sql<number>`count(*)::int` })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(signUpDay),
    db
      .select({ day: paidDay, count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(isNotNull(payments.paidAt), gte(payments.paidAt, since)))
      .groupBy(paidDay),
  ]);
  const counts = openCounts[0]!;
  const byDay = (rows: readonly { day: string; count: number }[]) =>
    new Map(rows.map((row) => [row.day, Number(row.count)]));
  const signUpsByDay = byDay(signUps);
  const paidByDay = byDay(paid);
  return {
    as_of: now.toISOString(),
    open_disputes: {
      count: Number(counts.count),
      escalated: Number(counts.escalated),
      oldest_opened_at: counts.oldest ? iso(new Date(counts.oldest)) : null,
      by_age: groupDisputeAges(
        ages.map((age) => ({ ageDays: Number(age.ageDays), count: Number(age.count) })),
      ),
    },
    money_held: held.map((row) => ({ currency: row.currency, amount_cents: Number(row.amount) })),
    reports_waiting: Number(waiting?.count ?? 0),
    days: days.map((day) => ({
      day,
      sign_ups: signUpsByDay.get(day) ?? 0,
      payments: paidByDay.get(day) ?? 0,
    })),
  };
}
