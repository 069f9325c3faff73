import { z } from 'zod';

import { dateSchema, idSchema } from '../schemas/common';
import {
  createTimeEntryBodySchema,
  reviewTimesheetBodySchema,
  timeEntrySchema,
  timesheetSchema,
  updateTimeEntryBodySchema,
} from '../schemas/hourly';
import { on } from './access';
import { defineOperation } from './operation';

/** Hourly projects: time logged against a weekly limit, weekly timesheets, weekly billing (decision 1400). */

const projectBody = z.object({ project_id: idSchema });

export const fetchTimesheet = defineOperation({
  name: 'fetchTimesheet',
  method: 'GET',
  path: '/api/hourly/fetch-timesheet',
  summary:
    "An hourly project's week as its client or provider sees it (the current week without week_start): " +
    'entries, total, amount, status and the running timer. Weeks whose review window ended are approved ' +
    'and billed first (HOURLY-REVIEW-WINDOW).',
  auth: 'user',
  access: on('project', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  query: projectBody.extend({ week_start: dateSchema.optional() }),
  response: timesheetSchema,
});

export const createTimeEntry = defineOperation({
  name: 'createTimeEntry',
  method: 'POST',
  path: '/api/hourly/create-time-entry',
  summary:
    'The provider logs time by hand on a day of an open week, up to the weekly limit exactly ' +
    '(HOURLY-WEEKLY-LIMIT, HOURLY-EDIT-OPEN-WEEK).',
  auth: 'user',
  access: on('project', ['counterparty'], { others: 403, because: 'Only the provider logs time' }),
  body: createTimeEntryBodySchema,
  response: timeEntrySchema,
});

export const updateTimeEntry = defineOperation({
  name: 'updateTimeEntry',
  method: 'POST',
  path: '/api/hourly/update-time-entry',
  summary: 'The provider changes an entry of an open week (its day must stay in an open week).',
  auth: 'user',
  access: on('timeEntry', ['counterparty'], { others: 403, because: 'Only the provider logs time' }),
  body: updateTimeEntryBodySchema,
  response: timeEntrySchema,
});

export const deleteTimeEntry = defineOperation({
  name: 'deleteTimeEntry',
  method: 'POST',
  path: '/api/hourly/delete-time-entry',
  summary: 'The provider deletes an entry of an open week.',
  auth: 'user',
  access: on('timeEntry', ['counterparty'], { others: 403, because: 'Only the provider logs time' }),
  body: z.object({ entry_id: idSchema }),
  response: z.object({ ok: z.literal(true) }),
});

export const startTimer = defineOperation({
  name: 'startTimer',
  method: 'POST',
  path: '/api/hourly/start-timer',
  summary: "The provider starts the project's timer (one at a time; 409 while it runs).",
  auth: 'user',
  access: on('project', ['counterparty'], { others: 403, because: 'Only the provider logs time' }),
  body: projectBody,
  response: timesheetSchema,
});

export const stopTimer = defineOperation({
  name: 'stopTimer',
  method: 'POST',
  path: '/api/hourly/stop-timer',
  summary:
    'The provider stops the timer: its whole minutes become entries (cut at the week end). Stopped once: ' +
    'a second stop answers 409; over the weekly limit it is refused and keeps running.',
  auth: 'user',
  access: on('project', ['counterparty'], { others: 403, because: 'Only the provider logs time' }),
  body: projectBody.extend({ memo: z.string().trim().max(2_000).default('') }),
  response: timesheetSchema,
});

export const reviewTimesheet = defineOperation({
  name: 'reviewTimesheet',
  method: 'POST',
  path: '/api/hourly/review-timesheet',
  summary:
    'The client reviews a closed week within its review window: approves it, or disputes entries with ' +
    'reasons (not billed). The week is billed once: one payment per project and week (HOURLY-BILL-ONCE).',
  auth: 'user',
  access: on('project', ['owner'], { others: 403, because: 'Only the client reviews a week' }),
  body: reviewTimesheetBodySchema,
  response: timesheetSchema,
});

export const hourlyOperations = {
  fetchTimesheet,
  createTimeEntry,
  updateTimeEntry,
  deleteTimeEntry,
  startTimer,
  stopTimer,
  reviewTimesheet,
} as const;
