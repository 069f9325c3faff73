import { z } from 'zod';

import { MAX_SCORE } from '../constants';
import { projectStatuses } from '../states/project';
import { centsSchema, currencySchema, idSchema, timestampSchema, userSummarySchema } from './common';
import { fundingPaymentSchema, milestoneDetailSchema, milestoneStatusSchema } from './milestone';

export const projectStatusSchema = z.enum(projectStatuses);

export const projectSchema = z.object({
  id: idSchema,
  title: z.string(),
  request_id: idSchema,
  proposal_id: idSchema,
  client: userSummarySchema,
  providers: z.array(userSummarySchema),
  status: projectStatusSchema,
  budget_cents: centsSchema,
  paid_cents: centsSchema,
  currency: currencySchema,
  /** Billed by the hour (rate and weekly limit, its weeks at /api/hourly; decision 1400) instead of by milestones. */
  hourly: z.boolean(),
  milestone_count: z.number().int().nonnegative(),
  milestones_done: z.number().int().nonnegative(),
  open_issue_count: z.number().int().nonnegative(),
  /** The client's score of a finished project, 0 to 100 ("Max 100"). */
  score: z.number().int().min(0).max(MAX_SCORE).nullable(),
  /** The first milestone not PAID yet, with what decides the next action on it; null when all are paid. */
  next_milestone: z
    .object({
      id: idSchema,
      title: z.string(),
      status: milestoneStatusSchema,
      delivered_at: timestampSchema.nullable(),
      funding_payment: fundingPaymentSchema.nullable(),
    })
    .nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

export const projectDetailSchema = projectSchema.extend({ milestones: z.array(milestoneDetailSchema) });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectCollaboratorSchema = z.object({
  user: userSummarySchema,
  role: z.enum(['client', 'provider', 'contributor']),
  joined_at: timestampSchema,
});
export type ProjectCollaborator = z.infer<typeof projectCollaboratorSchema>;

/** The client finishes a project (completeProject) with a score. */
export const completeProjectBodySchema = z.object({
  project_id: idSchema,
  score: z.number().int().min(0).max(MAX_SCORE, 'Max 100'),
  /** PROFILE-WORK: list its title and amount on the provider's public profile; true when left out. */
  show_on_profile: z.boolean().optional(),
});
