import type { PlannedMilestone } from '@lancer/api/schemas/proposal';
import { parseAmount } from '@lancer/ui/components/currency-input';

/**
 * Milestones as a form holds them while they are typed (amounts as text, so a running total follows
 * every key), shared by the proposal and the offer forms, and their conversion to the call's
 * milestones and back.
 */

export type MilestoneDraft = {
  key: string;
  title: string;
  description: string;
  amount: string;
  due_date: string;
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

/** Cents as the text a money field starts with ("1200.00"). */
export const amountText = (cents: number) => (cents / 100).toFixed(2);

/** Cents of a typed amount; NaN when it is not a number, 0 when empty. */
export const centsOf = (text: string) => {
  const amount = parseAmount(text);
  return amount === null ? 0 : Number.isNaN(amount) ? Number.NaN : Math.round(amount * 100);
};

/** Cents of a typed amount for a running total: an unreadable amount counts as 0. */
export const countedCents = (text: string) => (Number.isNaN(centsOf(text)) ? 0 : centsOf(text));

export const milestoneDraftsOf = (milestones: readonly PlannedMilestone[]): MilestoneDraft[] =>
  milestones.map((milestone) => ({
    key: newMilestoneKey(),
    title: milestone.title,
    description: milestone.description,
    amount: amountText(milestone.amount_cents),
    due_date: milestone.due_date,
  }));

export const plannedMilestonesOf = (drafts: readonly MilestoneDraft[]): PlannedMilestone[] =>
  drafts.map((milestone) => ({
    title: milestone.title.trim(),
    description: milestone.description.trim(),
    amount_cents: centsOf(milestone.amount),
    due_date: milestone.due_date,
  }));

/**
 * Each row's missing or unreadable parts, as error keys by form path (`milestones.0.title`):
 * `milestoneTitle`, `milestoneAmount`, `milestoneDue` (each form has these texts under its errors).
 */
export function checkMilestoneDrafts(drafts: readonly MilestoneDraft[], errors: Record<string, string>) {
  drafts.forEach((milestone, index) => {
    if (!milestone.title.trim()) errors[`milestones.${index}.title`] = 'milestoneTitle';
    if (!(centsOf(milestone.amount) > 0)) errors[`milestones.${index}.amount`] = 'milestoneAmount';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(milestone.due_date))
      errors[`milestones.${index}.due_date`] = 'milestoneDue';
  });
}

/** A zod issue path from a dotted form path: `milestones.0.title` -> ['milestones', 0, 'title']. */
export const issuePath = (path: string) =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
