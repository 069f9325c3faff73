import type { Proposal } from '../../schemas/proposal';
import { fixtureDay, fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildProposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: nextId('proposal'),
  request_id: nextId('request'),
  request_title: 'Build a booking page for a hair salon',
  provider: buildUserSummary(),
  client: buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
  price_cents: 120_000,
  currency: 'USD',
  duration_days: 21,
  notes: 'I built two booking systems last year; I can start on Monday.',
  milestones: [
    {
      title: 'Design and prototype',
      description: 'Clickable prototype',
      amount_cents: 40_000,
      due_date: fixtureDay(7),
    },
    {
      title: 'Booking and payments',
      description: 'Working page with deposit',
      amount_cents: 80_000,
      due_date: fixtureDay(21),
    },
  ],
  payment_plan: 'per_milestone',
  hourly: null,
  weekly_limit_hours: null,
  status: 'APPLYING',
  revision: 1,
  project_id: null,
  reject_reason: null,
  created_at: fixtureTime(60),
  updated_at: fixtureTime(60),
  ...overrides,
});

/** A proposal's version as its revisions list shows it. */
export const revisionOf = (
  proposal: Proposal,
  number = proposal.revision,
  created_at = proposal.updated_at,
) => ({
  proposal_id: proposal.id,
  number,
  price_cents: proposal.price_cents,
  currency: proposal.currency,
  duration_days: proposal.duration_days,
  notes: proposal.notes,
  milestones: proposal.milestones,
  payment_plan: proposal.payment_plan,
  hourly: proposal.hourly,
  created_at,
});
