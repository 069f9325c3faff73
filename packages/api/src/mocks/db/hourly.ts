import {
  checkHourlySide,
  refuseEntryChange,
  refuseEntryDate,
  refuseHourlyWork,
  refuseOverLimit,
  refuseReview,
  splitByWeek,
  timerMinutes,
  timerPartsAtClose,
  timesheetStatus,
  weekAmountCents,
  weekBounds,
  weekStartOf,
} from '../../rules/hourly';
import type { TimeEntry, Timesheet } from '../../schemas/hourly';
import { summaryOf } from '../factories/user';
import { memberRoleOf } from './actions';
import type { MockDb, StoredHourlyContract } from './mock-db';
import { forbidden, MockHttpError, notFound, refuse } from './mock-http-error';
import { emitMockNotification } from './notifications';
import { writeMockWeekInvoice } from './hourly-invoice';
import { newId, tick } from './store';
import { findOrThrow, findUser } from './views';

/** The mocks' hourly projects, decided by the server's rules (rules/hourly.ts, decision 1400). */

/** The hourly area's time: real time, moved by the test clock as the server's is. */
export const hourlyNow = (db: MockDb) => (db.hourlyClock ? new Date(db.hourlyClock) : new Date());

export function contractFor(db: MockDb, projectId: string, meId: string) {
  const project = findOrThrow(db.projects, projectId, 'Project');
  const role = memberRoleOf(db, projectId, meId);
  if (!role) throw forbidden('You are not a member of this project');
  const contract = db.hourlyContracts.find((item) => item.project_id === projectId);
  if (!contract) throw new MockHttpError(409, 'INVALID_STATE_TRANSITION', 'This project is not hourly');
  if (role === 'contributor') throw forbidden('Only the client and the provider see the hours');
  return { project, contract, role };
}

const weekMinutes = (db: MockDb, projectId: string, week: string, leaveOut?: string) =>
  db.timeEntries
    .filter((entry) => entry.project_id === projectId && entry.week_start === week && entry.id !== leaveOut)
    .reduce((total, entry) => total + entry.minutes, 0);

export function checkLimit(
  db: MockDb,
  contract: StoredHourlyContract,
  week: string,
  minutes: number,
  leaveOut?: string,
) {
  refuse(
    refuseOverLimit({
      limitHours: contract.weekly_limit_hours,
      loggedMinutes: weekMinutes(db, contract.project_id, week, leaveOut),
      addMinutes: minutes,
    }),
  );
}

export function checkEntryInput(
  db: MockDb,
  contract: StoredHourlyContract,
  input: { date: string; issue_id: string | null },
) {
  refuse(refuseHourlyWork(findOrThrow(db.projects, contract.project_id, 'Project').status));
  refuse(refuseEntryDate(input.date, hourlyNow(db)));
  if (
    input.issue_id &&
    !db.issues.some((issue) => issue.id === input.issue_id && issue.project_id === contract.project_id)
  )
    throw notFound('Issue');
  return weekStartOf(`${input.date}T00:00:00Z`);
}

/** An entry the caller (the provider) may change now. */
export function entryFor(db: MockDb, entryId: string, meId: string) {
  const entry = db.timeEntries.find((item) => item.id === entryId);
  if (!entry) throw notFound('Time entry');
  const { contract, role } = contractFor(db, entry.project_id, meId);
  refuse(checkHourlySide(role, 'provider'));
  refuse(refuseEntryChange(entry.week_start, hourlyNow(db)));
  return { entry, contract };
}

export function newEntry(
  db: MockDb,
  fields: Omit<TimeEntry, 'id' | 'dispute_reason' | 'created_at'>,
): TimeEntry {
  const entry = { ...fields, id: newId('entry'), dispute_reason: null, created_at: tick(db) };
  db.timeEntries.push(entry);
  return entry;
}

/** Stops the timer: whole minutes, cut at the week's end, all or nothing (the server's transaction). */
export function stopMockTimer(db: MockDb, contract: StoredHourlyContract, memo: string) {
  const startedAt = db.hourlyTimers[contract.project_id];
  if (!startedAt) throw new MockHttpError(409, 'CONFLICT', 'The timer is not running');
  const now = hourlyNow(db);
  const parts = splitByWeek(startedAt, timerMinutes(startedAt, now));
  const added = new Map<string, number>();
  for (const part of parts) {
    refuse(refuseEntryChange(part.week_start, now));
    const before = added.get(part.week_start) ?? 0;
    refuse(
      refuseOverLimit({
        limitHours: contract.weekly_limit_hours,
        loggedMinutes: weekMinutes(db, contract.project_id, part.week_start) + before,
        addMinutes: part.minutes,
      }),
    );
    added.set(part.week_start, before + part.minutes);
  }
  delete db.hourlyTimers[contract.project_id];
  for (const part of parts)
    newEntry(db, {
      project_id: contract.project_id,
      week_start: part.week_start,
      date: part.started_at.slice(0, 10),
      minutes: part.minutes,
      memo,
      issue_id: null,
      source: 'timer',
    });
}

/** HOURLY-CLOSED-PROJECT: the close stops a running timer, logging what the open weeks' limits leave. */
export function stopMockTimerAtClose(db: MockDb, projectId: string) {
  const startedAt = db.hourlyTimers[projectId];
  const contract = db.hourlyContracts.find((item) => item.project_id === projectId);
  if (!startedAt || !contract) return;
  delete db.hourlyTimers[projectId];
  const now = hourlyNow(db);
  const parts = splitByWeek(startedAt, timerMinutes(startedAt, now));
  const logged = Object.fromEntries(
    parts.map((part) => [part.week_start, weekMinutes(db, projectId, part.week_start)]),
  );
  for (const part of timerPartsAtClose(parts, now, contract.weekly_limit_hours, logged))
    newEntry(db, {
      project_id: projectId,
      week_start: part.week_start,
      date: part.started_at.slice(0, 10),
      minutes: part.minutes,
      memo: '',
      issue_id: null,
      source: 'timer',
    });
}

/** HOURLY-BILL-ONCE: the week reviewed, its payment and the provider's notification, once. */
export function billMockWeek(
  db: MockDb,
  contract: StoredHourlyContract,
  week: string,
  disputes: { entry_id: string; reason: string }[],
  reviewerId: string | null,
) {
  if (db.hourlyWeeks.some((item) => item.project_id === contract.project_id && item.week_start === week))
    return false;
  const entries = db.timeEntries.filter(
    (entry) => entry.project_id === contract.project_id && entry.week_start === week,
  );
  for (const dispute of disputes) {
    const entry = entries.find((item) => item.id === dispute.entry_id);
    if (entry) entry.dispute_reason = dispute.reason;
  }
  const billed = entries.filter((entry) => entry.dispute_reason === null).reduce((t, e) => t + e.minutes, 0);
  const amount = weekAmountCents(billed, contract.rate_cents);
  const weekId = newId('week');
  const paymentId = amount > 0 ? writeMockWeekInvoice(db, contract, { weekId, week, amount }) : null;
  const payer = summaryOf(findUser(db, contract.client_id));
  const status = disputes.length > 0 ? ('disputed' as const) : ('approved' as const);
  db.hourlyWeeks.push({
    id: weekId,
    project_id: contract.project_id,
    week_start: week,
    status,
    billed_minutes: billed,
    amount_cents: amount,
    payment_id: paymentId,
  });
  if (reviewerId !== contract.provider_id)
    emitMockNotification(db, {
      recipientId: contract.provider_id,
      kind: status === 'approved' ? 'timesheet_approved' : 'timesheet_disputed',
      subject: { project_id: contract.project_id },
      actor: reviewerId ? payer : null,
      title: `Week of ${week}`,
    });
  return true;
}

/** HOURLY-REVIEW-WINDOW: weeks whose review ended unreviewed are approved and billed when read. */
export function settleMockWeeks(db: MockDb, contract: StoredHourlyContract) {
  const now = hourlyNow(db).getTime();
  const weeks = new Set(
    db.timeEntries
      .filter((entry) => entry.project_id === contract.project_id)
      .map((entry) => entry.week_start),
  );
  for (const week of weeks)
    if (weekBounds(week).reviewEnd.getTime() <= now) billMockWeek(db, contract, week, [], null);
}

/** The client's review of a closed week; the same review again answers without billing twice. */
export function reviewMockWeek(
  db: MockDb,
  contract: StoredHourlyContract,
  week: string,
  disputes: { entry_id: string; reason: string }[],
  reviewerId: string,
) {
  const row = db.hourlyWeeks.find(
    (item) => item.project_id === contract.project_id && item.week_start === week,
  );
  const reviewed = Boolean(row);
  // A dispute holds the week, or its outcome billed it (decision 1550).
  if (row?.status === 'held' || row?.status === 'resolved')
    refuse(refuseReview(week, hourlyNow(db), row.status));
  if (reviewed) {
    const disputed = db.timeEntries
      .filter(
        (entry) =>
          entry.project_id === contract.project_id &&
          entry.week_start === week &&
          entry.dispute_reason !== null,
      )
      .map((entry) => entry.id)
      .sort();
    if (JSON.stringify(disputed) === JSON.stringify(disputes.map((item) => item.entry_id).sort())) return;
  }
  refuse(refuseReview(week, hourlyNow(db), row?.status ?? null));
  billMockWeek(db, contract, week, disputes, reviewerId);
}

export function timesheetView(db: MockDb, projectId: string, meId: string, week?: string): Timesheet {
  const { project, contract, role } = contractFor(db, projectId, meId);
  const now = hourlyNow(db);
  const start = week ?? weekStartOf(now);
  const ofProject = db.timeEntries.filter((entry) => entry.project_id === projectId);
  const entries = ofProject
    .filter((entry) => entry.week_start === start)
    .sort(
      (left, right) => left.date.localeCompare(right.date) || left.created_at.localeCompare(right.created_at),
    );
  const reviewed = db.hourlyWeeks.find((item) => item.project_id === projectId && item.week_start === start);
  const reviewedWeeks = new Set(
    db.hourlyWeeks.filter((item) => item.project_id === projectId).map((item) => item.week_start),
  );
  const billed = entries.filter((entry) => entry.dispute_reason === null).reduce((t, e) => t + e.minutes, 0);
  const bounds = weekBounds(start);
  // A held week is not billed yet: its time and amount are what the dispute is about.
  const billedRow = reviewed?.status === 'held' ? undefined : reviewed;
  return {
    project_id: project.id,
    project_title: project.title,
    role: role as 'client' | 'provider',
    rate_cents: contract.rate_cents,
    currency: contract.currency,
    weekly_limit_hours: contract.weekly_limit_hours,
    week_start: start,
    status: timesheetStatus(start, now, reviewed?.status ?? null),
    minutes: entries.reduce((total, entry) => total + entry.minutes, 0),
    billed_minutes: billedRow ? billedRow.billed_minutes : billed,
    amount_cents: billedRow ? billedRow.amount_cents : weekAmountCents(billed, contract.rate_cents),
    closes_at: bounds.end.toISOString(),
    review_ends_at: bounds.reviewEnd.toISOString(),
    entries,
    timer_started_at: db.hourlyTimers[projectId] ?? null,
    payment_id: reviewed?.payment_id ?? null,
    dispute_id: (reviewed && db.disputes.find((item) => item.milestone_id === reviewed.id)?.id) ?? null,
    weeks_in_review: [...new Set(ofProject.map((entry) => entry.week_start))]
      .filter((item) => !reviewedWeeks.has(item) && timesheetStatus(item, now, null) === 'in_review')
      .sort(),
    now: now.toISOString(),
  };
}
