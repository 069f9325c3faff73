import { z } from 'zod';

import { MAX_MILESTONES, MILESTONES_SUM_MESSAGE, milestoneSum } from '@lancer/api/rules/proposal-milestones';
import {
  paymentPlanSchema,
  proposalFieldsSchema,
  type HourlyTerms,
  type PaymentPlan,
  type PlannedMilestone,
  type Proposal,
} from '@lancer/api/schemas/proposal';

import {
  amountText,
  blankMilestone,
  centsOf,
  checkMilestoneDrafts,
  countedCents,
  issuePath,
  milestoneDraftsOf,
  plannedMilestonesOf,
  type MilestoneDraft,
} from '../../lib/milestone-draft';

/**
 * The proposal form's values as typed (amounts as text, so the running sum follows every key),
 * and their conversion to the call's body and back.
 */

export type ProposalDraft = {
  /** An hourly job's proposal: a rate and expected weekly hours instead of a price and milestones. */
  hourly: boolean;
  rate: string;
  weekly_hours: string;
  price: string;
  duration: string;
  notes: string;
  payment_plan: PaymentPlan;
  milestones: MilestoneDraft[];
};
export type ProposalFieldsBody = {
  price_cents: number;
  duration_days: number;
  notes: string;
  payment_plan: PaymentPlan;
  milestones: PlannedMilestone[];
  hourly: HourlyTerms | null;
};

/**
 * A new proposal's form: on an hourly job a rate (the provider's expected hourly salary, in the
 * job's currency units, when set) and no milestones; on a fixed-price job one blank milestone.
 */
export const blankDraft = (job?: { hourly: boolean; rate: number | null }): ProposalDraft => ({
  hourly: job?.hourly ?? false,
  rate: job?.hourly && job.rate ? amountText(Math.round(job.rate * 100)) : '',
  weekly_hours: '',
  price: '',
  duration: '',
  notes: '',
  payment_plan: 'per_milestone',
  milestones: job?.hourly ? [] : [blankMilestone()],
});

export const draftOf = (proposal: Pick<Proposal, keyof ProposalFieldsBody>): ProposalDraft => ({
  hourly: proposal.hourly !== null,
  rate: proposal.hourly ? amountText(proposal.hourly.rate_cents) : '',
  weekly_hours: proposal.hourly ? String(proposal.hourly.weekly_hours) : '',
  price: amountText(proposal.price_cents),
  duration: String(proposal.duration_days),
  notes: proposal.notes,
  payment_plan: proposal.payment_plan,
  milestones: milestoneDraftsOf(proposal.milestones),
});

/** The running sum of what is typed so far (unreadable amounts count as 0). */
export const draftSum = (draft: ProposalDraft) =>
  milestoneSum(
    countedCents(draft.price),
    draft.milestones.map((milestone) => ({ amount_cents: countedCents(milestone.amount) })),
  );

/**
 * Error keys (texts under make-proposal.errors) by form path (`price`, `milestones.0.amount`): the
 * contract's rules (proposalFieldsSchema, MAX_MILESTONES, the sum) on the values as typed.
 */
export type DraftErrors = Record<string, string>;

/** An hourly proposal's terms as typed: a rate of at least 1.00 and 1 to 80 whole hours a week. */
function checkHourly(draft: ProposalDraft, errors: DraftErrors) {
  if (!(centsOf(draft.rate) >= 100)) errors.rate = 'rate';
  const hours = Number(draft.weekly_hours.trim() || Number.NaN);
  if (!Number.isInteger(hours) || hours < 1 || hours > 80) errors.weekly_hours = 'weeklyHours';
}

function checkDraft(draft: ProposalDraft): DraftErrors {
  const errors: DraftErrors = {};
  const duration = Number(draft.duration);
  if (!Number.isInteger(duration) || duration < 1 || duration > 3_650) errors.duration = 'duration';
  if (draft.hourly) {
    checkHourly(draft, errors);
    return errors;
  }
  const price = centsOf(draft.price);
  if (!(price > 0)) errors.price = 'price';
  if (draft.milestones.length === 0) errors.milestones = 'noMilestones';
  if (draft.milestones.length > MAX_MILESTONES) errors.milestones = 'tooManyMilestones';
  checkMilestoneDrafts(draft.milestones, errors);
  if (!errors.milestones && price > 0 && !draftSum(draft).matches) errors.milestones = 'sum';
  return errors;
}

/** The form path of a field the server (or the contract) names: `price_cents` -> `price`. */
export function draftPathOf(field: string): string {
  const [head, index, leaf] = field.split('.');
  if (head === 'price_cents') return 'price';
  if (head === 'duration_days') return 'duration';
  if (head === 'hourly') return index === 'weekly_hours' ? 'weekly_hours' : 'rate';
  if (head === 'milestones' && index !== undefined && leaf !== undefined)
    return `milestones.${index}.${leaf === 'amount_cents' ? 'amount' : leaf}`;
  return field;
}

/** An hourly proposal's terms as typed, and its price: a week at the expected hours (decision 1400). */
const hourlyOf = (draft: ProposalDraft): HourlyTerms | null =>
  draft.hourly ? { rate_cents: centsOf(draft.rate), weekly_hours: Number(draft.weekly_hours) } : null;

/** What a week at the expected hours costs, in cents; 0 while the typed terms are unreadable. */
export const draftWeekCents = (draft: ProposalDraft) => {
  const terms = hourlyOf(draft);
  const week = terms ? terms.rate_cents * terms.weekly_hours : 0;
  return Number.isInteger(week) && week > 0 ? week : 0;
};

const bodyOf = (draft: ProposalDraft): ProposalFieldsBody => ({
  hourly: hourlyOf(draft),
  price_cents: draft.hourly ? draftWeekCents(draft) : centsOf(draft.price),
  duration_days: Number(draft.duration),
  notes: draft.notes.trim(),
  payment_plan: draft.payment_plan,
  milestones: draft.hourly ? [] : plannedMilestonesOf(draft.milestones),
});

/** What a proposal's fields must be, checked by the contract itself once the typed values are converted. */
const proposalBodySchema = proposalFieldsSchema
  .omit({ currency: true })
  .refine((body) => body.hourly !== null || milestoneSum(body.price_cents, body.milestones).matches, {
    message: MILESTONES_SUM_MESSAGE,
    path: ['milestones'],
  });

/**
 * The proposal form's schema (react-hook-form's resolver): the typed values checked with the
 * messages above, then turned into the call's body and parsed by the contract's proposal fields;
 * its output is the body that is sent.
 */
export const proposalFormSchema = z
  .object({
    hourly: z.boolean(),
    rate: z.string(),
    weekly_hours: z.string(),
    price: z.string(),
    duration: z.string(),
    notes: z.string(),
    payment_plan: paymentPlanSchema,
    milestones: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        description: z.string(),
        amount: z.string(),
        due_date: z.string(),
      }),
    ),
  })
  .superRefine((draft, ctx) => {
    for (const [path, key] of Object.entries(checkDraft(draft)))
      ctx.addIssue({ code: 'custom', message: `errors.${key}`, path: issuePath(path) });
  })
  .transform((draft, ctx): ProposalFieldsBody => {
    const checked = proposalBodySchema.safeParse(bodyOf(draft));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issuePath(draftPathOf(issue.path.join('.'))),
      });
    return z.NEVER;
  });
