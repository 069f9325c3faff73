import { z } from 'zod';

import { requestStatuses } from '../states/request';
import {
  attachmentSchema,
  centsSchema,
  currencySchema,
  idSchema,
  timestampSchema,
  userSummarySchema,
} from './common';
import { partialUpdate } from './partial-update';
import { hiddenSchema } from './report';

/** A request is a job post (REQUEST-STATES). */

export const requestStatusSchema = z.enum(requestStatuses);
export const budgetTypeSchema = z.enum(['fixed', 'hourly']);
export const expectedDurations = [
  'less_than_1_week',
  '1_to_4_weeks',
  '1_to_3_months',
  '3_to_6_months',
  'more_than_6_months',
] as const;
export const expectedDurationSchema = z.enum(expectedDurations);
export const visibilitySchema = z.enum(['public', 'invite_only']);

/** The fields a client types in when posting a job. */
export const requestFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Please type in a title').max(120, 'At most 120 characters'),
  description_html: z.string().trim().min(1, 'Please describe the job').max(50_000),
  category: z.string().trim().min(1, 'Please choose a category').max(60),
  skills: z.array(z.string().trim().min(1).max(40)).max(15, 'At most 15 skills').default([]),
  budget_type: budgetTypeSchema,
  budget_min_cents: centsSchema,
  budget_max_cents: centsSchema,
  currency: currencySchema.default('USD'),
  expected_duration: expectedDurationSchema,
  attachments: z.array(attachmentSchema).max(10, 'At most 10 files').default([]),
  visibility: visibilitySchema.default('public'),
});

const budgetInOrder = (value: { budget_min_cents?: number; budget_max_cents?: number }) =>
  value.budget_min_cents === undefined ||
  value.budget_max_cents === undefined ||
  value.budget_min_cents <= value.budget_max_cents;
const budgetOrderIssue = { message: 'The maximum budget is below the minimum', path: ['budget_max_cents'] };

export const createRequestBodySchema = requestFieldsSchema.refine(budgetInOrder, budgetOrderIssue);
export const updateRequestBodySchema = partialUpdate(requestFieldsSchema)
  .extend({ request_id: idSchema })
  .refine(budgetInOrder, budgetOrderIssue);

export const requestSchema = requestFieldsSchema.extend({
  id: idSchema,
  status: requestStatusSchema,
  client: userSummarySchema,
  proposal_count: z.number().int().nonnegative(),
  /** The signed-in provider's proposal on this request, if any. */
  my_proposal_id: idSchema.nullable(),
  /** The signed-in provider saved this job (a bookmark). */
  saved: z.boolean(),
  /** Hidden by an administrator (decision 1504): why and since when; only its client and administrators see it then. */
  hidden: hiddenSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Request = z.infer<typeof requestSchema>;
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** How the job search orders its page: newest first, or by the top of the budget range. */
export const requestSortSchema = z.enum(['newest', 'budget_high', 'budget_low']);
export type RequestSort = z.infer<typeof requestSortSchema>;

/** A provider's bookmark of a job; the list leaves out jobs that are no longer RECRUITING. */
export const savedJobSchema = z.object({ request: requestSchema, saved_at: timestampSchema });
export type SavedJob = z.infer<typeof savedJobSchema>;
