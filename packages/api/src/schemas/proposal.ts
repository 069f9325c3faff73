import { z } from 'zod';

import {
  MAX_MILESTONES,
  MILESTONES_SUM_MESSAGE,
  MIN_MILESTONES,
  milestoneSum,
} from '../rules/proposal-milestones';
import { proposalStatuses } from '../states/proposal';
import {
  centsSchema,
  commaListSchema,
  currencySchema,
  dateSchema,
  idSchema,
  timestampSchema,
  userSummarySchema,
} from './common';

export const proposalStatusSchema = z.enum(proposalStatuses);
/** Proposal statuses in a query, comma separated. */
export const proposalStatusListSchema = commaListSchema(
  proposalStatuses,
  `Statuses are ${proposalStatuses.join(', ')}`,
);
/** When the client pays: each milestone as it is funded, all up front, or all on completion. */
export const paymentPlanSchema = z.enum(['per_milestone', 'upfront', 'on_completion']);
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

export const plannedMilestoneSchema = z.object({
  title: z.string().trim().min(1, 'Please name the milestone').max(120),
  description: z.string().trim().max(5_000).default(''),
  amount_cents: centsSchema.min(1, 'The amount must be above 0'),
  due_date: dateSchema,
});
export type PlannedMilestone = z.infer<typeof plannedMilestoneSchema>;

/**
 * An hourly proposal's terms (decision 1400): the rate and the hours a week the provider expects.
 * Null on a fixed-price proposal.
 */
export const hourlyTermsSchema = z.object({
  rate_cents: centsSchema.min(100, 'The rate must be at least $1.00 an hour'),
  weekly_hours: z.number().int().min(1, 'At least 1 hour a week').max(80, 'At most 80 hours a week'),
});
export type HourlyTerms = z.infer<typeof hourlyTermsSchema>;

/** What a provider writes in a proposal, and again in each revision. */
export const proposalFieldsSchema = z.object({
  price_cents: centsSchema.min(1, 'The price must be above 0'),
  currency: currencySchema.default('USD'),
  duration_days: z.number().int().min(1, 'At least 1 day').max(3_650),
  notes: z.string().trim().max(20_000).default(''),
  milestones: z.array(plannedMilestoneSchema).max(MAX_MILESTONES, `At most ${MAX_MILESTONES} milestones`),
  payment_plan: paymentPlanSchema,
  /** Set on an hourly job's proposal: then no milestones, and the price is a week at the expected hours. */
  hourly: hourlyTermsSchema.nullable().default(null),
});
export type ProposalFields = z.input<typeof proposalFieldsSchema>;

type Terms = { price_cents: number; milestones: { amount_cents: number }[]; hourly: HourlyTerms | null };

/** A fixed-price proposal has milestones adding up to its price; an hourly one has none. */
function checkTerms(value: Terms, context: z.RefinementCtx) {
  if (value.hourly) {
    if (value.milestones.length > 0)
      context.addIssue({
        code: 'custom',
        message: 'An hourly proposal has no milestones',
        path: ['milestones'],
      });
    return;
  }
  if (value.milestones.length < MIN_MILESTONES)
    context.addIssue({ code: 'custom', message: 'Add at least one milestone', path: ['milestones'] });
  else if (!milestoneSum(value.price_cents, value.milestones).matches)
    context.addIssue({ code: 'custom', message: MILESTONES_SUM_MESSAGE, path: ['milestones'] });
}

export const createProposalBodySchema = proposalFieldsSchema
  .extend({ request_id: idSchema })
  .superRefine(checkTerms);

/** A revision replaces every field (the form sends the whole proposal again). */
export const updateProposalBodySchema = proposalFieldsSchema
  .extend({ proposal_id: idSchema })
  .superRefine(checkTerms);

/** What each version of a proposal holds, as answered. */
const versionFields = {
  price_cents: centsSchema,
  currency: currencySchema,
  duration_days: z.number().int().min(1),
  notes: z.string(),
  milestones: z.array(plannedMilestoneSchema),
  payment_plan: paymentPlanSchema,
  hourly: hourlyTermsSchema.nullable(),
};

/** One version of a proposal: revision 1 is what was first sent; the proposal shows the latest. */
export const proposalRevisionSchema = z.object({
  proposal_id: idSchema,
  number: z.number().int().min(1),
  ...versionFields,
  created_at: timestampSchema,
});
export type ProposalRevision = z.infer<typeof proposalRevisionSchema>;

export const proposalSchema = z.object({
  id: idSchema,
  request_id: idSchema,
  request_title: z.string(),
  provider: userSummarySchema,
  client: userSummarySchema,
  ...versionFields,
  status: proposalStatusSchema,
  /** The number of the latest revision: 1 until the provider revises. */
  revision: z.number().int().min(1),
  /** Set once the provider confirms and the project starts. */
  project_id: idSchema.nullable(),
  reject_reason: z.string().nullable(),
  /** The weekly limit the client accepted an hourly proposal with; null otherwise. */
  weekly_limit_hours: z.number().int().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Proposal = z.infer<typeof proposalSchema>;
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;
