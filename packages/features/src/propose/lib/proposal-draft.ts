import type { PaymentPlan, PlannedMilestone, Proposal } from '@lancer/api/schemas/proposal';
import { MAX_MILESTONES, milestoneSum } from '@lancer/api/rules/proposal-milestones';
import { parseAmount } from '@lancer/ui/components/currency-input';

/**
 * The proposal form's values as typed (amounts as text, so the running sum follows every key),
 * and their conversion to the call's body and back.
 */

export type MilestoneDraft = {
  key: string;
  title: string;
  description: string;
  amount: string;
  due_date: string;
};
export type ProposalDraft = {
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
};

let keyCounter = 0;
/** A milestone row's identity while editing (drag and drop, React keys); never sent. */
const newMilestoneKey = () => `milestone-${++keyCounter}`;

export const blankMilestone = (): MilestoneDraft => ({
  key: newMilestoneKey(),
  title: '',
  description: '',
  amount: '',
  due_date: '',
});

export const blankDraft = (): ProposalDraft => ({
  price: '',
  duration: '',
  notes: '',
  payment_plan: 'per_milestone',
  milestones: [blankMilestone()],
});

const amountText = (cents: number) => (cents / 100).toFixed(2);

export const draftOf = (proposal: Pick<Proposal, keyof ProposalFieldsBody>): ProposalDraft => ({
  price: amountText(proposal.price_cents),
  duration: String(proposal.duration_days),
  notes: proposal.notes,
  payment_plan: proposal.payment_plan,
  milestones: proposal.milestones.map((milestone) => ({
    key: newMilestoneKey(),
    title: milestone.title,
    description: milestone.description,
    amount: amountText(milestone.amount_cents),
    due_date: milestone.due_date,
  })),
});

/** Cents of a typed amount; NaN when it is not a number, 0 when empty. */
const centsOf = (text: string) => {
  const amount = parseAmount(text);
  return amount === null ? 0 : Number.isNaN(amount) ? Number.NaN : Math.round(amount * 100);
};

/** The running sum of what is typed so far (unreadable amounts count as 0). */
export const draftSum = (draft: ProposalDraft) =>
  milestoneSum(
    Number.isNaN(centsOf(draft.price)) ? 0 : centsOf(draft.price),
    draft.milestones.map((milestone) => ({
      amount_cents: Number.isNaN(centsOf(milestone.amount)) ? 0 : centsOf(milestone.amount),
    })),
  );

/** Error keys (texts under make-proposal.errors) by field path, as the server names its fields. */
export type DraftErrors = Record<string, string>;

export function checkDraft(draft: ProposalDraft): DraftErrors {
  const errors: DraftErrors = {};
  const price = centsOf(draft.price);
  if (!(price > 0)) errors.price_cents = 'price';
  const duration = Number(draft.duration);
  if (!Number.isInteger(duration) || duration < 1 || duration > 3_650) errors.duration_days = 'duration';
  if (draft.milestones.length === 0) errors.milestones = 'noMilestones';
  if (draft.milestones.length > MAX_MILESTONES) errors.milestones = 'tooManyMilestones';
  draft.milestones.forEach((milestone, index) => {
    if (!milestone.title.trim()) errors[`milestones.${index}.title`] = 'milestoneTitle';
    if (!(centsOf(milestone.amount) > 0)) errors[`milestones.${index}.amount_cents`] = 'milestoneAmount';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(milestone.due_date))
      errors[`milestones.${index}.due_date`] = 'milestoneDue';
  });
  if (!errors.milestones && price > 0 && !draftSum(draft).matches) errors.milestones = 'sum';
  return errors;
}

export const bodyOf = (draft: ProposalDraft): ProposalFieldsBody => ({
  price_cents: centsOf(draft.price),
  duration_days: Number(draft.duration),
  notes: draft.notes.trim(),
  payment_plan: draft.payment_plan,
  milestones: draft.milestones.map((milestone) => ({
    title: milestone.title.trim(),
    description: milestone.description.trim(),
    amount_cents: centsOf(milestone.amount),
    due_date: milestone.due_date,
  })),
});
