import type { PlannedMilestone, ProposalRevision } from '../schemas/proposal';

/**
 * What changed between two versions of a proposal, for the side-by-side compare that the provider
 * and the client both see. One pure function, so every view marks the same changes.
 */

export type RevisionFields = Pick<
  ProposalRevision,
  'price_cents' | 'currency' | 'duration_days' | 'notes' | 'payment_plan' | 'milestones' | 'hourly'
>;

export type FieldChange<T> = { before: T; after: T; changed: boolean };

export type MilestoneField = 'title' | 'description' | 'amount_cents' | 'due_date';

export type MilestoneChange =
  | { kind: 'added'; after: PlannedMilestone; afterIndex: number }
  | { kind: 'removed'; before: PlannedMilestone; beforeIndex: number }
  | {
      kind: 'changed' | 'same';
      before: PlannedMilestone;
      after: PlannedMilestone;
      beforeIndex: number;
      afterIndex: number;
      /** The fields that differ; empty when the milestone is the same. */
      fields: MilestoneField[];
    };

export type ProposalDiff = {
  price_cents: FieldChange<number>;
  duration_days: FieldChange<number>;
  notes: FieldChange<string>;
  payment_plan: FieldChange<RevisionFields['payment_plan']>;
  milestones: MilestoneChange[];
  /** An hourly proposal's rate and expected weekly hours; null where a version is fixed-price. */
  rate_cents: FieldChange<number | null>;
  weekly_hours: FieldChange<number | null>;
  /** Whether anything at all differs. */
  changed: boolean;
};

const milestoneFields: MilestoneField[] = ['title', 'description', 'amount_cents', 'due_date'];
const sameTitle = (left: PlannedMilestone, right: PlannedMilestone) =>
  left.title.trim().toLowerCase() === right.title.trim().toLowerCase();
const field = <T>(before: T, after: T): FieldChange<T> => ({ before, after, changed: before !== after });

/**
 * Milestones have no ids across versions, so they are paired by title first (a moved or re-priced
 * milestone keeps its title), then by position among the rest (a renamed milestone keeps its
 * place). What is left over was added (in `after`) or removed (from `before`). The result lists
 * `after`'s milestones in order, each removed one after the milestone that preceded it before.
 */
export function pairMilestones(
  before: readonly PlannedMilestone[],
  after: readonly PlannedMilestone[],
): MilestoneChange[] {
  const pairOf = new Map<number, number>(); // after index -> before index
  const taken = new Set<number>();
  after.forEach((milestone, afterIndex) => {
    const beforeIndex = before.findIndex(
      (candidate, index) => !taken.has(index) && sameTitle(candidate, milestone),
    );
    if (beforeIndex >= 0) {
      pairOf.set(afterIndex, beforeIndex);
      taken.add(beforeIndex);
    }
  });
  after.forEach((_, afterIndex) => {
    if (!pairOf.has(afterIndex) && afterIndex < before.length && !taken.has(afterIndex)) {
      pairOf.set(afterIndex, afterIndex);
      taken.add(afterIndex);
    }
  });
  const changes: MilestoneChange[] = [];
  const removedAfter = (beforeIndex: number) => {
    // Removed milestones that sat right after this one in `before` follow it here too.
    for (let index = beforeIndex + 1; index < before.length && !taken.has(index); index += 1) {
      changes.push({ kind: 'removed', before: before[index]!, beforeIndex: index });
      taken.add(index);
    }
  };
  removedAfter(-1);
  after.forEach((milestone, afterIndex) => {
    const beforeIndex = pairOf.get(afterIndex);
    if (beforeIndex === undefined) {
      changes.push({ kind: 'added', after: milestone, afterIndex });
      return;
    }
    const previous = before[beforeIndex]!;
    const fields = milestoneFields.filter((name) => previous[name] !== milestone[name]);
    changes.push({
      kind: fields.length ? 'changed' : 'same',
      before: previous,
      after: milestone,
      beforeIndex,
      afterIndex,
      fields,
    });
    removedAfter(beforeIndex);
  });
  before.forEach((milestone, beforeIndex) => {
    if (!taken.has(beforeIndex)) changes.push({ kind: 'removed', before: milestone, beforeIndex });
  });
  return changes;
}

export function diffProposalRevisions(before: RevisionFields, after: RevisionFields): ProposalDiff {
  const milestones = pairMilestones(before.milestones, after.milestones);
  const diff = {
    price_cents: field(before.price_cents, after.price_cents),
    duration_days: field(before.duration_days, after.duration_days),
    notes: field(before.notes, after.notes),
    payment_plan: field(before.payment_plan, after.payment_plan),
    milestones,
    rate_cents: field(before.hourly?.rate_cents ?? null, after.hourly?.rate_cents ?? null),
    weekly_hours: field(before.hourly?.weekly_hours ?? null, after.hourly?.weekly_hours ?? null),
  };
  const changed =
    diff.rate_cents.changed ||
    diff.weekly_hours.changed ||
    diff.price_cents.changed ||
    diff.duration_days.changed ||
    diff.notes.changed ||
    diff.payment_plan.changed ||
    milestones.some((change) => change.kind !== 'same');
  return { ...diff, changed };
}
