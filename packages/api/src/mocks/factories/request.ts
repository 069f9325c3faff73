import type { Request } from '../../schemas/request';
import { nextId, fixtureTime } from './sequence';
import { buildUserSummary } from './user';

export const buildRequest = (overrides: Partial<Request> = {}): Request => ({
  id: nextId('request'),
  title: 'Build a booking page for a hair salon',
  description_html:
    '<p>We need a responsive booking page: pick a stylist, a service and a time slot, pay a deposit.</p>',
  category: 'Web development',
  skills: ['React', 'TypeScript', 'Stripe'],
  budget_type: 'fixed',
  budget_min_cents: 80_000,
  budget_max_cents: 150_000,
  currency: 'USD',
  expected_duration: '1_to_4_weeks',
  attachments: [],
  visibility: 'public',
  status: 'RECRUITING',
  client: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  proposal_count: 0,
  my_proposal_id: null,
  saved: false,
  hidden: null,
  created_at: fixtureTime(),
  updated_at: fixtureTime(),
  ...overrides,
});
