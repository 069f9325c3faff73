import { offerPriceCents } from '../../rules/offer-terms';
import type { Offer, OfferMessage } from '../../schemas/offer';
import { fixtureDay, fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

const grace = () => buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' });

/** One entry of an offer's thread: by default the provider asking for a change to revision 1. */
export const buildOfferMessage = (overrides: Partial<OfferMessage> = {}): OfferMessage => ({
  id: nextId('offer-message'),
  author: buildUserSummary(),
  kind: 'changes_requested',
  body: 'Could the booking milestone be due a week later?',
  revision: 1,
  created_at: fixtureTime(90),
  ...overrides,
});

/** A fixed-price direct offer of Grace's to Ada (decision 2202), revised once after Ada asked for a change. */
export function buildOffer(overrides: Partial<Offer> = {}): Offer {
  const milestones = overrides.milestones ?? [
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
      due_date: fixtureDay(28),
    },
  ];
  const hourly = overrides.hourly ?? null;
  return {
    id: nextId('offer'),
    client: grace(),
    provider: buildUserSummary(),
    title: 'Build a booking page for a hair salon',
    description: 'Clients pick a stylist, a service and a time, and pay a deposit.',
    currency: 'USD',
    price_cents: offerPriceCents({ milestones, hourly }),
    milestones,
    payment_plan: 'per_milestone',
    hourly,
    start_date: fixtureDay(1),
    expires_at: fixtureTime(120 + 7 * 24 * 60),
    status: 'SENT',
    revision: 2,
    messages: [
      buildOfferMessage(),
      buildOfferMessage({
        author: grace(),
        kind: 'revised',
        body: 'Moved it a week later.',
        revision: 2,
        created_at: fixtureTime(120),
      }),
    ],
    decline_reason: null,
    project_id: null,
    created_at: fixtureTime(60),
    updated_at: fixtureTime(120),
    ...overrides,
  };
}
