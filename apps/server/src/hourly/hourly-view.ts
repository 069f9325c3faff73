import { timesheetStatus, weekAmountCents, weekBounds } from '@lancer/api/rules/hourly';
import type { TimeEntry, Timesheet } from '@lancer/api/schemas/hourly';
import { and, asc, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes } from '../db/dispute-schema';
import {
  hourlyTimers,
  hourlyWeeks,
  timeEntries,
  type HourlyContractRow,
  type TimeEntryRow,
} from '../db/hourly-schema';
import type { ProjectRow } from '../db/project-schema';
import { iso, isoOrNull } from '../lib/time';

export const toEntry = (row: TimeEntryRow): TimeEntry => ({
  id: row.id,
  project_id: row.projectId,
  week_start: row.weekStart,
  date: row.date,
  minutes: row.minutes,
  memo: row.memo,
  issue_id: row.issueId,
  source: row.source,
  dispute_reason: row.disputeReason,
  created_at: iso(row.createdAt),
});

type Context = { project: ProjectRow; contract: HourlyContractRow; role: 'client' | 'provider' };

/** A week of an hourly project as the contract answers it, at `now` (the server's clock). */
export async function toTimesheet(
  db: Executor,
  context: Context,
  week: string,
  now: Date,
): Promise<Timesheet> {
  const { project, contract, role } = context;
  const [entries, [reviewed], [timer], all, done, [dispute]] = await Promise.all([
    db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.projectId, project.id), eq(timeEntries.weekStart, week)))
      .orderBy(asc(timeEntries.date), asc(timeEntries.createdAt)),
    db
      .select()
      .from(hourlyWeeks)
      .where(and(eq(hourlyWeeks.projectId, project.id), eq(hourlyWeeks.weekStart, week))),
    db.select().from(hourlyTimers).where(eq(hourlyTimers.projectId, project.id)),
    db
      .selectDistinct({ week: timeEntries.weekStart })
      .from(timeEntries)
      .where(eq(timeEntries.projectId, project.id)),
    db.select({ week: hourlyWeeks.weekStart }).from(hourlyWeeks).where(eq(hourlyWeeks.projectId, project.id)),
    db
      .select({ id: disputes.id })
      .from(disputes)
      .innerJoin(hourlyWeeks, eq(hourlyWeeks.id, disputes.milestoneId))
      .where(and(eq(hourlyWeeks.projectId, project.id), eq(hourlyWeeks.weekStart, week))),
  ]);
  const minutes = entries.reduce((total, entry) => total + entry.minutes, 0);
  const billed = entries
    .filter((entry) => entry.disputeReason === null)
    .reduce((total, entry) => total + entry.minutes, 0);
  const bounds = weekBounds(week);
  const billedRow = reviewed?.status === 'held' ? undefined : reviewed;
  const reviewedWeeks = new Set(done.map((row) => row.week));
  return {
    project_id: project.id,
    project_title: project.title,
    role,
    rate_cents: contract.rateCents,
    currency: contract.currency,
    weekly_limit_hours: contract.weeklyLimitHours,
    week_start: week,
    status: timesheetStatus(week, now, reviewed?.status ?? null),
    minutes,
    // A held week is not billed yet: its time and amount are what the dispute is about.
    billed_minutes: billedRow ? billedRow.billedMinutes : billed,
    amount_cents: billedRow ? billedRow.amountCents : weekAmountCents(billed, contract.rateCents),
    closes_at: iso(bounds.end),
    review_ends_at: iso(bounds.reviewEnd),
    entries: entries.map(toEntry),
    timer_started_at: isoOrNull(timer?.startedAt),
    payment_id: reviewed?.paymentId ?? null,
    dispute_id: dispute?.id ?? null,
    weeks_in_review: all
      .map((row) => row.week)
      .filter((start) => !reviewedWeeks.has(start) && timesheetStatus(start, now, null) === 'in_review')
      .sort(),
    now: iso(now),
  };
}
