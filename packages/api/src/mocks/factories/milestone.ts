import type { Milestone } from '../../schemas/milestone';
import { fixtureDay, nextId } from './sequence';

export const buildMilestone = (overrides: Partial<Milestone> = {}): Milestone => ({
  id: nextId('milestone'),
  project_id: nextId('project'),
  position: 1,
  title: 'Design and prototype',
  description: 'Clickable prototype of the booking flow',
  amount_cents: 40_000,
  currency: 'USD',
  due_date: fixtureDay(7),
  status: 'PENDING',
  funded_at: null,
  delivered_at: null,
  delivery_note: '',
  approved_at: null,
  paid_at: null,
  ...overrides,
});
