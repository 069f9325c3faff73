import { conflict, forbidden, wrongState, type Refusal } from './refusal';

/**
 * Hourly contracts (decision 1400), for the server (apps/server/src/hourly) and the mocks alike.
 * Weeks run Monday 00:00 to the next Monday 00:00 UTC (Upwork's week): a week is named by the
 * date of its Monday. Once a week has ended the client reviews it until REVIEW_DAYS later
 * (Saturday 00:00 UTC, Upwork's Monday–Friday review); an unreviewed week is approved then.
 * All times are UTC instants, so daylight saving never moves a boundary.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** Days after a week's end during which its client reviews it. */
export const REVIEW_DAYS = 5;
/** The longest single entry: a day. */
export const MAX_ENTRY_MINUTES = 24 * 60;

/** An ISO date (YYYY-MM-DD) of an instant, in UTC. */
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD, UTC) of the week an instant falls in. */
export function weekStartOf(at: Date | string): string {
  const ms = new Date(at).getTime();
  const midnight = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return isoDate(midnight - sinceMonday * DAY_MS);
}

/** When a week (named by its Monday) starts, ends (the next Monday 00:00) and its review ends. */
export function weekBounds(weekStart: string) {
  const start = Date.parse(`${weekStart}T00:00:00.000Z`);
  return {
    start: new Date(start),
    end: new Date(start + WEEK_MS),
    reviewEnd: new Date(start + WEEK_MS + REVIEW_DAYS * DAY_MS),
  };
}

/** A week's Monday plus or minus some weeks. */
export const shiftWeek = (weekStart: string, weeks: number) =>
  isoDate(weekBounds(weekStart).start.getTime() + weeks * WEEK_MS);

/** A stretch of work cut at the week boundaries it crosses: one part per week, in order. */
export function splitByWeek(startedAt: Date | string, minutes: number) {
  const parts: { week_start: string; started_at: string; minutes: number }[] = [];
  let from = new Date(startedAt).getTime();
  let left = minutes;
  while (left > 0) {
    const week = weekStartOf(new Date(from));
    const untilEnd = Math.floor((weekBounds(week).end.getTime() - from) / MINUTE_MS);
    const here = Math.min(left, Math.max(untilEnd, 1));
    parts.push({ week_start: week, started_at: new Date(from).toISOString(), minutes: here });
    from += here * MINUTE_MS;
    left -= here;
  }
  return parts;
}

/** Whole minutes between a timer's start and stop (a started minute is not counted). */
export const timerMinutes = (startedAt: Date | string, stoppedAt: Date | string) =>
  Math.max(0, Math.floor((new Date(stoppedAt).getTime() - new Date(startedAt).getTime()) / MINUTE_MS));

/**
 * What a week's row says once it has one: reviewed by the client (approved, or some entries
 * disputed), held by a dispute over the whole week, or ended by that dispute (decision 1550).
 */
export const weekRowStatuses = ['approved', 'disputed', 'held', 'resolved'] as const;
export type WeekRowStatus = (typeof weekRowStatuses)[number];
export type TimesheetStatus = 'open' | 'in_review' | WeekRowStatus;

/**
 * Where a week stands: open until it ends, then in review until the client reviews it or the
 * review window ends (then approved by itself); `reviewed` is the week's row, if it has one: what
 * the client decided, or a dispute that holds the week (no approval by itself then).
 */
export function timesheetStatus(
  weekStart: string,
  now: Date,
  reviewed: WeekRowStatus | null,
): TimesheetStatus {
  if (reviewed) return reviewed;
  const { end, reviewEnd } = weekBounds(weekStart);
  if (now.getTime() < end.getTime()) return 'open';
  return now.getTime() < reviewEnd.getTime() ? 'in_review' : 'approved';
}

/** Hours and minutes in words used in refusals: "1 h 30 min", "10 h", "0 min". */
export function hoursText(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** An entry's week must be open to add, change or delete it (HOURLY-EDIT-OPEN-WEEK). */
export function refuseEntryChange(weekStart: string, now: Date): Refusal | null {
  return now.getTime() < weekBounds(weekStart).end.getTime()
    ? null
    : wrongState(`The week of ${weekStart} has closed; its entries can no longer change`);
}

/**
 * HOURLY-WEEKLY-LIMIT: an entry may bring the week's time up to the limit exactly, not past it.
 * `loggedMinutes` is the week's time without the entry (without its old self when edited).
 */
export function refuseOverLimit(input: {
  limitHours: number;
  loggedMinutes: number;
  addMinutes: number;
}): Refusal | null {
  const limit = input.limitHours * 60;
  if (input.loggedMinutes + input.addMinutes <= limit) return null;
  const left = Math.max(0, limit - input.loggedMinutes);
  return wrongState(
    `This entry would pass the weekly limit of ${input.limitHours} h: ${hoursText(left)} left this week`,
  );
}

/** HOURLY-CLOSED-PROJECT: time, the timer and new weeks go only into an ongoing project. */
export const refuseHourlyWork = (projectStatus: string): Refusal | null =>
  projectStatus === 'ONGOING'
    ? null
    : wrongState(
        `The project is ${projectStatus === 'DONE' ? 'completed' : 'closed'}; no more time can be logged on it`,
      );

/**
 * HOURLY-CLOSED-PROJECT: the running timer of a project being closed stops with the close. Its
 * parts (splitByWeek) in weeks still open are logged, each within what the weekly limit leaves
 * (`logged`: the minutes each week has without them); the close is never refused for the timer.
 */
export function timerPartsAtClose(
  parts: ReturnType<typeof splitByWeek>,
  now: Date,
  limitHours: number,
  logged: Record<string, number>,
) {
  return parts
    .filter((part) => !refuseEntryChange(part.week_start, now))
    .map((part) => ({
      ...part,
      minutes: Math.min(part.minutes, minutesLeft(limitHours, logged[part.week_start] ?? 0)),
    }))
    .filter((part) => part.minutes > 0);
}

/** Minutes still allowed this week (never below 0). */
export const minutesLeft = (limitHours: number, loggedMinutes: number) =>
  Math.max(0, limitHours * 60 - loggedMinutes);

/**
 * HOURLY-BILLING-CENTS: a week bills its minutes × rate / 60, rounded half up once for the week
 * (never per entry, so entries add no rounding). Integer arithmetic: no floating point cents.
 */
export const weekAmountCents = (minutes: number, rateCents: number) =>
  Math.floor((2 * minutes * rateCents + 60) / 120);

/** The payment's idempotency key of a project's week: one payment per project-week. */
export const weekBillingKey = (projectId: string, weekStart: string) => `hourly:${projectId}:${weekStart}`;

/** An hourly rate only on an hourly job: the message for the `hourly` field, or null. */
export const hourlyTermsRefusal = (budgetType: 'fixed' | 'hourly', hourly: unknown) =>
  budgetType === 'fixed' && hourly ? 'A fixed-price job takes milestones, not an hourly rate' : null;

/** An hourly proposal is accepted with a weekly limit: the message for `weekly_limit_hours`, or null. */
export const weeklyLimitRefusal = (hourly: unknown, weeklyLimitHours: number | undefined) =>
  hourly && weeklyLimitHours === undefined ? 'Set a weekly limit to accept an hourly proposal' : null;

/** A manual entry's day: not in the future, and in a week still open (HOURLY-EDIT-OPEN-WEEK). */
export function refuseEntryDate(date: string, now: Date): Refusal | null {
  if (date > now.toISOString().slice(0, 10)) return wrongState('You cannot log time on a day still to come');
  return refuseEntryChange(weekStartOf(`${date}T00:00:00Z`), now);
}

/** Only the provider logs time; only the client reviews a week. */
export const checkHourlySide = (role: string, needed: 'client' | 'provider'): Refusal | null =>
  role === needed
    ? null
    : forbidden(needed === 'provider' ? 'Only the provider logs time' : 'Only the client reviews a week');

/**
 * A week is reviewed after it closes and before its review window ends, once; not while a dispute
 * holds it, nor after its dispute ended (the dispute's outcome is its bill, decision 1550).
 */
export function refuseReview(weekStart: string, now: Date, reviewed: WeekRowStatus | null): Refusal | null {
  const status = timesheetStatus(weekStart, now, null);
  if (status === 'open') return wrongState(`The week of ${weekStart} is still open`);
  if (reviewed === 'held')
    return wrongState(`The week of ${weekStart} is in dispute; it is billed when the dispute ends`);
  if (reviewed === 'resolved')
    return wrongState(`The week of ${weekStart} was settled by its dispute; nothing more changes in it`);
  if (reviewed) return conflict(`The week of ${weekStart} was already reviewed`);
  if (status !== 'in_review')
    return wrongState(`The review window of the week of ${weekStart} has ended; it was approved`);
  return null;
}

/** How payment history names a week's payment. */
export const hourlyPaymentTitle = (weekStart: string) => `Hours, week of ${weekStart}`;
