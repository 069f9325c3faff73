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
  weekStartOf,
} from '@lancer/api/rules/hourly';
import { and, eq, ne, sum } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { hourlyContracts, hourlyTimers, hourlyWeeks, timeEntries } from '../db/hourly-schema';
import { issues } from '../db/issue-schema';
import { projects } from '../db/project-schema';
import { AppError, conflict, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { announce } from '../notification/emit-notification';
import { loadProjectFor } from '../project/project-access';
import type { Services } from '../services';
import { billWeek, settleDueWeeks } from './hourly-billing';
import { toEntry, toTimesheet } from './hourly-view';

/** Hourly projects: time entries, the timer and weekly reviews (decision 1400, rules/hourly.ts). */

/** The hourly contract of a project and the caller's side in it; 409 when the project is not hourly. */
async function loadContractFor(db: Executor, projectId: string, userId: string) {
  const { project, role } = await loadProjectFor(db, projectId, userId);
  const [contract] = await db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId));
  if (!contract) throw new AppError(409, 'INVALID_STATE_TRANSITION', 'This project is not hourly');
  if (role === 'contributor')
    throw new AppError(403, 'FORBIDDEN', 'Only the client and the provider see the hours');
  return { project, contract, role: role as 'client' | 'provider' };
}

/** The contract's row, locked until the transaction ends: limit checks and timer stops run one at a time. */
const lockContract = (tx: Executor, projectId: string) =>
  tx.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId)).for('update');

/**
 * HOURLY-CLOSED-PROJECT: under the contract's lock, which closing the project takes too
 * (closeHourlyWork), time and the timer are refused once the project is no longer ongoing.
 */
async function lockOngoingContract(tx: Executor, projectId: string) {
  await lockContract(tx, projectId);
  const [project] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId));
  refuse(refuseHourlyWork(project?.status ?? 'CLOSED'));
}

async function weekMinutes(tx: Executor, projectId: string, weekStart: string, leaveOut?: string) {
  const [row] = await tx
    .select({ total: sum(timeEntries.minutes) })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.projectId, projectId),
        eq(timeEntries.weekStart, weekStart),
        leaveOut ? ne(timeEntries.id, leaveOut) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

async function checkIssue(db: Executor, projectId: string, issueId: string | null) {
  if (!issueId) return;
  const [issue] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.id, issueId), eq(issues.projectId, projectId)));
  if (!issue) throw notFound('Issue');
}

export async function fetchTimesheet(services: Services, userId: string, projectId: string, week?: string) {
  const { project, contract, role } = await loadContractFor(services.db, projectId, userId);
  const now = services.clock.now();
  announce(services, await settleDueWeeks(services, contract, now));
  return toTimesheet(services.db, { project, contract, role }, week ?? weekStartOf(now), now);
}

type EntryInput = { date: string; minutes: number; memo: string; issue_id: string | null };

export async function createTimeEntry(
  services: Services,
  userId: string,
  input: EntryInput & { project_id: string },
) {
  const { contract, role } = await loadContractFor(services.db, input.project_id, userId);
  refuse(checkHourlySide(role, 'provider'));
  const now = services.clock.now();
  refuse(refuseEntryDate(input.date, now));
  await checkIssue(services.db, contract.projectId, input.issue_id);
  const weekStart = weekStartOf(`${input.date}T00:00:00Z`);
  const row = await services.db.transaction(async (tx) => {
    await lockOngoingContract(tx, contract.projectId);
    const logged = await weekMinutes(tx, contract.projectId, weekStart);
    refuse(
      refuseOverLimit({
        limitHours: contract.weeklyLimitHours,
        loggedMinutes: logged,
        addMinutes: input.minutes,
      }),
    );
    const [inserted] = await tx
      .insert(timeEntries)
      .values({
        id: newId(),
        projectId: contract.projectId,
        weekStart,
        date: input.date,
        minutes: input.minutes,
        memo: input.memo,
        issueId: input.issue_id,
        source: 'manual',
      })
      .returning();
    return inserted!;
  });
  return toEntry(row);
}

async function loadEntryFor(services: Services, userId: string, entryId: string) {
  const [entry] = await services.db.select().from(timeEntries).where(eq(timeEntries.id, entryId));
  if (!entry) throw notFound('Time entry');
  // Only the project's provider reaches here (ACCESS-MATRIX, contract/hourly.ts).
  const { contract } = await loadContractFor(services.db, entry.projectId, userId);
  refuse(refuseEntryChange(entry.weekStart, services.clock.now()));
  return { entry, contract };
}

export async function updateTimeEntry(
  services: Services,
  userId: string,
  input: EntryInput & { entry_id: string },
) {
  const { entry, contract } = await loadEntryFor(services, userId, input.entry_id);
  refuse(refuseEntryDate(input.date, services.clock.now()));
  await checkIssue(services.db, contract.projectId, input.issue_id);
  const weekStart = weekStartOf(`${input.date}T00:00:00Z`);
  const row = await services.db.transaction(async (tx) => {
    await lockOngoingContract(tx, contract.projectId);
    const logged = await weekMinutes(tx, contract.projectId, weekStart, entry.id);
    refuse(
      refuseOverLimit({
        limitHours: contract.weeklyLimitHours,
        loggedMinutes: logged,
        addMinutes: input.minutes,
      }),
    );
    const [updated] = await tx
      .update(timeEntries)
      .set({ weekStart, date: input.date, minutes: input.minutes, memo: input.memo, issueId: input.issue_id })
      .where(eq(timeEntries.id, entry.id))
      .returning();
    if (!updated) throw conflict('The entry was deleted meanwhile');
    return updated;
  });
  return toEntry(row);
}

export async function deleteTimeEntry(services: Services, userId: string, entryId: string) {
  const { entry } = await loadEntryFor(services, userId, entryId);
  await services.db.delete(timeEntries).where(eq(timeEntries.id, entry.id));
  return { ok: true as const };
}

export async function startTimer(services: Services, userId: string, projectId: string) {
  const { project, contract, role } = await loadContractFor(services.db, projectId, userId);
  refuse(checkHourlySide(role, 'provider'));
  const now = services.clock.now();
  const started = await services.db.transaction(async (tx) => {
    await lockOngoingContract(tx, projectId);
    return tx.insert(hourlyTimers).values({ projectId, startedAt: now }).onConflictDoNothing().returning();
  });
  if (started.length === 0) throw conflict('The timer is already running');
  return toTimesheet(services.db, { project, contract, role }, weekStartOf(now), now);
}

/** One week's part of a stopped timer, as a time entry. */
const logTimerPart = (
  tx: Executor,
  projectId: string,
  part: { week_start: string; started_at: string; minutes: number },
  memo: string,
) =>
  tx.insert(timeEntries).values({
    id: newId(),
    projectId,
    weekStart: part.week_start,
    date: part.started_at.slice(0, 10),
    minutes: part.minutes,
    memo,
    issueId: null,
    source: 'timer',
  });

/**
 * Stops the timer once: its row is deleted in the transaction that logs its minutes (cut at the
 * week's end), under the contract's lock; a second stop finds no timer. Over the limit the whole
 * transaction is refused and the timer keeps running.
 */
export async function stopTimer(services: Services, userId: string, projectId: string, memo: string) {
  const { project, contract, role } = await loadContractFor(services.db, projectId, userId);
  refuse(checkHourlySide(role, 'provider'));
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await lockContract(tx, projectId);
    const [timer] = await tx.delete(hourlyTimers).where(eq(hourlyTimers.projectId, projectId)).returning();
    if (!timer) throw conflict('The timer is not running');
    for (const part of splitByWeek(timer.startedAt, timerMinutes(timer.startedAt, now))) {
      refuse(refuseEntryChange(part.week_start, now));
      const logged = await weekMinutes(tx, projectId, part.week_start);
      refuse(
        refuseOverLimit({
          limitHours: contract.weeklyLimitHours,
          loggedMinutes: logged,
          addMinutes: part.minutes,
        }),
      );
      await logTimerPart(tx, projectId, part, memo);
    }
  });
  return toTimesheet(services.db, { project, contract, role }, weekStartOf(now), now);
}

/**
 * HOURLY-CLOSED-PROJECT: closing a project (project-service.ts, in its transaction, as one of
 * services.projectFinishing) takes the contract's lock, so no entry or timer slips in beside it,
 * and stops a running timer, its minutes logged in the weeks still open within the weekly limit
 * (rules/hourly.ts timerPartsAtClose).
 */
export async function closeHourlyWork(tx: Executor, projectId: string, now: Date) {
  const [contract] = await lockContract(tx, projectId);
  if (!contract) return;
  const [timer] = await tx.delete(hourlyTimers).where(eq(hourlyTimers.projectId, projectId)).returning();
  if (!timer) return;
  const parts = splitByWeek(timer.startedAt, timerMinutes(timer.startedAt, now));
  const logged: Record<string, number> = {};
  for (const part of parts) logged[part.week_start] = await weekMinutes(tx, projectId, part.week_start);
  for (const part of timerPartsAtClose(parts, now, contract.weeklyLimitHours, logged))
    await logTimerPart(tx, projectId, part, '');
}

type ReviewInput = {
  project_id: string;
  week_start: string;
  disputes: { entry_id: string; reason: string }[];
};

/**
 * The client approves a closed week or disputes some of its entries; the week is billed in the same
 * transaction (hourly-billing.ts). A retry of the same review answers the reviewed week again.
 */
export async function reviewTimesheet(services: Services, userId: string, input: ReviewInput) {
  const { project, contract, role } = await loadContractFor(services.db, input.project_id, userId);
  refuse(checkHourlySide(role, 'client'));
  const now = services.clock.now();
  const week = weekStartOf(`${input.week_start}T00:00:00Z`);
  const [done] = await services.db
    .select({ id: hourlyWeeks.id, status: hourlyWeeks.status })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, contract.projectId), eq(hourlyWeeks.weekStart, week)));
  if (!done) {
    refuse(refuseReview(week, now, null));
    const told = await billWeek(services, contract, week, input.disputes, userId, now);
    announce(services, told ?? []);
  }
  // A dispute holds the week, or its outcome billed it (decision 1550), also one opened meanwhile.
  const [row] = await services.db
    .select({ status: hourlyWeeks.status })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.projectId, contract.projectId), eq(hourlyWeeks.weekStart, week)));
  if (row?.status === 'held' || row?.status === 'resolved') refuse(refuseReview(week, now, row.status));
  // Reviewed before (a retry, another tab, another instance): the same review answers the week again.
  if (!(await isSameReview(services.db, contract.projectId, week, input.disputes)))
    refuse(refuseReview(week, now, row?.status ?? 'approved'));
  return toTimesheet(services.db, { project, contract, role }, week, now);
}

/** Whether a stored review disputed exactly these entries (a retried call). */
async function isSameReview(db: Executor, projectId: string, week: string, disputes: { entry_id: string }[]) {
  const rows = await db
    .select({ id: timeEntries.id, reason: timeEntries.disputeReason })
    .from(timeEntries)
    .where(and(eq(timeEntries.projectId, projectId), eq(timeEntries.weekStart, week)));
  const disputed = rows
    .filter((row) => row.reason !== null)
    .map((row) => row.id)
    .sort();
  const asked = disputes.map((item) => item.entry_id).sort();
  return JSON.stringify(disputed) === JSON.stringify(asked);
}
