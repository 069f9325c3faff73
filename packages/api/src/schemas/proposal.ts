import { z } from 'zod';

import { proposalStatuses } from '../states/proposal';
import {
  centsSchema,
  currencySchema,
  dateSchema,
  idSchema,
  timestampSchema,
  userSummarySchema,
} from './common';

export const proposalStatusSchema = z.enum(proposalStatuses);
/** When the client pays: each milestone as it is funded, all up front, or all on completion. */
export const paymentPlanSchema = z.enum(['per_milestone', 'upfront', 'on_completion']);

export const plannedMilestoneSchema = z.object({
  title: z.string().trim().min(1, 'Please name the milestone').max(120),
  description: z.string().trim().max(5_000).default(''),
  amount_cents: centsSchema.min(1, 'The amount must be above 0'),
  due_date: dateSchema,
});
export type PlannedMilestone = z.infer<typeof plannedMilestoneSchema>;

export const createProposalBodySchema = z
  .object({
    request_id: idSchema,
    price_cents: centsSchema.min(1, 'The price must be above 0'),
    currency: currencySchema.default('USD'),
    duration_days: z.number().int().min(1, 'At least 1 day').max(3_650),
    notes: z.string().trim().max(20_000).default(''),
    milestones: z.array(plannedMilestoneSchema).min(1, 'Add at least one milestone').max(20),
    payment_plan: paymentPlanSchema,
  })
  .refine(
    (value) =>
      value.milestones.reduce((sum, milestone) => sum + milestone.amount_cents, 0) === value.price_cents,
    { message: 'The milestones must add up to the price', path: ['milestones'] },
  );

export const proposalSchema = z.object({
  id: idSchema,
  request_id: idSchema,
  request_title: z.string(),
  provider: userSummarySchema,
  client: userSummarySchema,
  price_cents: centsSchema,
  currency: currencySchema,
  duration_days: z.number().int().min(1),
  notes: z.string(),
  milestones: z.array(plannedMilestoneSchema),
  payment_plan: paymentPlanSchema,
  status: proposalStatusSchema,
  /** Set once the provider confirms and the project starts. */
  project_id: idSchema.nullable(),
  reject_reason: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Proposal = z.infer<typeof proposalSchema>;
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;
