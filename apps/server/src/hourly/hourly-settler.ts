import { REVIEW_DAYS } from '@lancer/api/rules/hourly';
import { and, eq, inArray, lte, notExists } from 'drizzle-orm';

import type { DatabaseHandle } from '../db/client';
import { hourlyContracts, hourlyWeeks, timeEntries } from '../db/hourly-schema';
import { announce } from '../notification/emit-notification';
import type { Services } from '../services';
import { sweepEvery, sweepLocked } from '../lib/locked-sweep';
import { settleDueWeeks } from './hourly-billing';

/** The advisory lock one instance holds while it settles the weeks due (decision 1400). */
export const HOURLY_SETTLE_LOCK_ID = 874303;

const DAY_MS = 24 * 60 * 60_000;

/**
 * HOURLY-REVIEW-WINDOW, for every hourly project at once: each week with time, unreviewed, whose
 * review window has ended is approved and billed (billWeek: one payment per project-week, its row
 * claimed in the billing transaction). Answers how many projects had weeks due.
 */
async function settleAllDueWeeks(services: Services, now: Date) {
  // A week is due once its Monday lies 7 + REVIEW_DAYS days or more before now.
  const latestDue = new Date(now.getTime() - (7 + REVIEW_DAYS) * DAY_MS).toISOString().slice(0, 10);
  const reviewed = services.db
    .select({ id: hourlyWeeks.id })
    .from(hourlyWeeks)
    .where(
      and(eq(hourlyWeeks.projectId, timeEntries.projectId), eq(hourlyWeeks.weekStart, timeEntries.weekStart)),
    );
  const due = services.db
    .selectDistinct({ projectId: timeEntries.projectId })
    .from(timeEntries)
    .where(and(lte(timeEntries.weekStart, latestDue), notExists(reviewed)));
  const contracts = await services.db
    .select()
    .from(hourlyContracts)
    .where(inArray(hourlyContracts.projectId, due));
  for (const contract of contracts) announce(services, await settleDueWeeks(services, contract, now));
  return contracts.length;
}

/**
 * One sweep of settleAllDueWeeks under the advisory lock (lib/locked-sweep.ts): the claimed week
 * row would stop a second payment anyway. Answers whether this instance swept.
 */
export const sweepDueWeeks = (services: Services, database: DatabaseHandle) =>
  sweepLocked(database, HOURLY_SETTLE_LOCK_ID, () => settleAllDueWeeks(services, services.clock.now()));

/**
 * Sweeps every `intervalMs` (HOURLY_SETTLE_INTERVAL_MS; 0 turns it off), so a week nobody reviews
 * is approved and billed when its window ends, not only when someone opens its timesheet.
 * Answers the stop.
 */
export const startHourlySettler = (
  services: Services,
  database: DatabaseHandle,
  intervalMs: number,
  onError: (error: unknown) => void,
) => sweepEvery(intervalMs, () => sweepDueWeeks(services, database), onError);
