import type { Milestone } from '../../schemas/milestone';
import { fixtureDay, nextId } from './sequence';

/** A milestone nobody has funded yet: PENDING, no moments, no delivery note. */
export const pendingMilestoneState = {
  status: 'PENDING',
  funded_at: null,
  delivered_at: null,
  delivery_note: '',
  approved_at: null,
  paid_at: null,
} as const satisfies Partial<Milestone>;

export const buildMilestone = (overrides: Partial<Milestone> = {}): Milestone => ({
  id: nextId('milestone'),
  project_id: nextId('project'),
  position: 1,
  title: 'Design and prototype',
  description: 'Clickable prototype of the booking flow',
  amount_cents: 40_000,
  currency: 'USD',
  due_date: fixtureDay(7),
  ...pendingMilestoneState,
  ...overrides,
});
