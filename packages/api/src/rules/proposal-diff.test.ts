import { describe, expect, it } from 'vitest';

import type { PlannedMilestone } from '../schemas/proposal';
import { diffProposalRevisions, pairMilestones, type RevisionFields } from './proposal-diff';

const milestone = (title: string, amount_cents: number, due_date = '2030-01-10'): PlannedMilestone => ({
  title,
  description: '',
  amount_cents,
  due_date,
});

const version = (overrides: Partial<RevisionFields> = {}): RevisionFields => ({
  price_cents: 80_000,
  currency: 'USD',
  duration_days: 14,
  notes: 'I can start Monday.',
  payment_plan: 'per_milestone',
  milestones: [milestone('Design', 30_000), milestone('Build', 50_000)],
  hourly: null,
  ...overrides,
});

describe('diffProposalRevisions', () => {
  it('finds nothing changed between equal versions', () => {
    const diff = diffProposalRevisions(version(), version());
    expect(diff.changed).toBe(false);
    expect(diff.milestones.map((change) => change.kind)).toEqual(['same', 'same']);
  });

  it("marks an hourly proposal's rate and weekly hours, and a switch from fixed to hourly", () => {
    const hourly = version({ milestones: [], hourly: { rate_cents: 4_500, weekly_hours: 20 } });
    const same = diffProposalRevisions(hourly, hourly);
    expect(same.changed).toBe(false);
    expect(same.rate_cents).toEqual({ before: 4_500, after: 4_500, changed: false });
    const raised = diffProposalRevisions(
      hourly,
      version({ milestones: [], hourly: { rate_cents: 5_000, weekly_hours: 20 } }),
    );
    expect(raised.changed).toBe(true);
    expect(raised.rate_cents).toEqual({ before: 4_500, after: 5_000, changed: true });
    expect(raised.weekly_hours.changed).toBe(false);
    const fewer = diffProposalRevisions(
      hourly,
      version({ milestones: [], hourly: { rate_cents: 4_500, weekly_hours: 10 } }),
    );
    expect(fewer.weekly_hours).toEqual({ before: 20, after: 10, changed: true });
    expect(fewer.rate_cents.changed).toBe(false);
    const switched = diffProposalRevisions(version({ milestones: [] }), hourly);
    expect(switched.rate_cents).toEqual({ before: null, after: 4_500, changed: true });
  });

  it('marks price, duration, notes and payment plan with their before and after', () => {
    const diff = diffProposalRevisions(
      version(),
      version({
        price_cents: 90_000,
        duration_days: 21,
        notes: 'Start Tuesday.',
        payment_plan: 'upfront',
        milestones: [milestone('Design', 30_000), milestone('Build', 60_000)],
      }),
    );
    expect(diff.changed).toBe(true);
    expect(diff.price_cents).toEqual({ before: 80_000, after: 90_000, changed: true });
    expect(diff.duration_days).toEqual({ before: 14, after: 21, changed: true });
    expect(diff.notes.changed).toBe(true);
    expect(diff.payment_plan).toEqual({ before: 'per_milestone', after: 'upfront', changed: true });
  });

  it('marks a milestone added, one removed and one changed in amount and due date', () => {
    const before = [milestone('Design', 30_000), milestone('Build', 50_000), milestone('Launch', 10_000)];
    const after = [
      milestone('Design', 30_000),
      milestone('Build', 40_000, '2030-02-01'),
      milestone('Training', 20_000),
    ];
    const changes = pairMilestones(before, after);
    expect(changes.map((change) => change.kind)).toEqual(['same', 'changed', 'changed']);
    // "Launch" and "Training" share position 3: paired as a rename.
    expect(changes[1]).toMatchObject({ fields: ['amount_cents', 'due_date'] });
    expect(changes[2]).toMatchObject({ fields: ['title', 'amount_cents'] });
  });

  it('pairs by title before position, so a moved milestone is the same and a new one is added', () => {
    const before = [milestone('Design', 30_000), milestone('Build', 50_000)];
    const after = [milestone('Build', 50_000), milestone('Design', 30_000), milestone('Support', 5_000)];
    const changes = pairMilestones(before, after);
    expect(changes.map((change) => [change.kind, 'after' in change ? change.after.title : ''])).toEqual([
      ['same', 'Build'],
      ['same', 'Design'],
      ['added', 'Support'],
    ]);
  });

  it('lists a removed milestone where it stood', () => {
    const before = [milestone('Design', 30_000), milestone('Review', 5_000), milestone('Build', 45_000)];
    const after = [milestone('Design', 30_000), milestone('Build', 50_000)];
    const changes = pairMilestones(before, after);
    expect(
      changes.map((change) => [
        change.kind,
        change.kind === 'added' ? change.after.title : change.before.title,
      ]),
    ).toEqual([
      ['same', 'Design'],
      ['removed', 'Review'],
      ['changed', 'Build'],
    ]);
  });
});
