import { z } from 'zod';

import { MAX_ENTRY_MINUTES, weekRowStatuses } from '../rules/hourly';
import { centsSchema, currencySchema, dateSchema, idSchema, timestampSchema } from './common';

/** Hourly contracts: time entries, the running timer and weekly timesheets (decision 1400). */

/** `held`: a dispute over the week holds its bill; `resolved`: the dispute's outcome billed it (decision 1550). */
export const timesheetStatusSchema = z.enum(['open', 'in_review', ...weekRowStatuses]);
export type TimesheetStatus = z.infer<typeof timesheetStatusSchema>;

export const timeEntrySchema = z.object({
  id: idSchema,
  project_id: idSchema,
  /** The Monday of the entry's week (UTC). */
  week_start: dateSchema,
  /** The entry's day (UTC). */
  date: dateSchema,
  minutes: z.number().int().min(1),
  memo: z.string(),
  issue_id: idSchema.nullable(),
  /** 'timer' when a stopped timer logged it. */
  source: z.enum(['manual', 'timer']),
  /** The client's reason when they disputed this entry; a disputed entry is not billed. */
  dispute_reason: z.string().nullable(),
  created_at: timestampSchema,
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timesheetSchema = z.object({
  project_id: idSchema,
  project_title: z.string(),
  role: z.enum(['client', 'provider']),
  rate_cents: centsSchema,
  currency: currencySchema,
  weekly_limit_hours: z.number().int().min(1),
  week_start: dateSchema,
  status: timesheetStatusSchema,
  /** All the week's minutes; the billed ones leave out disputed entries. */
  minutes: z.number().int().nonnegative(),
  billed_minutes: z.number().int().nonnegative(),
  amount_cents: centsSchema,
  /** When the week closes (the next Monday 00:00 UTC) and when its review ends. */
  closes_at: timestampSchema,
  review_ends_at: timestampSchema,
  entries: z.array(timeEntrySchema),
  /** When the provider's timer started, while it runs. */
  timer_started_at: timestampSchema.nullable(),
  /** The week's payment once it is billed. */
  payment_id: idSchema.nullable(),
  /** The dispute over the whole week, once one is opened (decision 1550). */
  dispute_id: idSchema.nullable(),
  /** Closed weeks still waiting for the client's review, oldest first. */
  weeks_in_review: z.array(dateSchema),
  /** The server's time (moved only by the test clock), so the screen counts a timer from it. */
  now: timestampSchema,
});
export type Timesheet = z.infer<typeof timesheetSchema>;

const memoSchema = z.string().trim().max(2_000, 'At most 2,000 characters').default('');
const minutesSchema = z
  .number()
  .int()
  .min(1, 'At least 1 minute')
  .max(MAX_ENTRY_MINUTES, 'At most 24 hours in one entry');

export const createTimeEntryBodySchema = z.object({
  project_id: idSchema,
  date: dateSchema,
  minutes: minutesSchema,
  memo: memoSchema,
  issue_id: idSchema.nullable().default(null),
});

export const updateTimeEntryBodySchema = createTimeEntryBodySchema
  .omit({ project_id: true })
  .extend({ entry_id: idSchema });

export const reviewTimesheetBodySchema = z.object({
  project_id: idSchema,
  week_start: dateSchema,
  /** Entries the client disputes, each with a reason; none: the week is approved as it is. */
  disputes: z
    .array(
      z.object({
        entry_id: idSchema,
        reason: z.string().trim().min(1, 'Say why you dispute this entry').max(2_000),
      }),
    )
    .default([]),
});
