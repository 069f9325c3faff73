import { offerExpiresAt } from '../../../rules/offer';
import { fixtureDay, fixtureTime } from '../../factories/sequence';
import type { MockDb, StoredOffer } from '../mock-db';
import type { DemoPeople } from './user';

const expiresAt = (sentAt: string, days: number) => offerExpiresAt(new Date(sentAt), days).toISOString();

const DAY = 24 * 60;

/**
 * Grace's direct offers (decision 2202): to Ada an hourly one waiting for her answer, a fixed one
 * she asked changes to (revised once, asked again: a thread), and one that expired unanswered; to
 * Chen one he accepted, which stands for how the blog migration (the seed's done project) began.
 */
export function offerTables({ grace, ada, chen }: DemoPeople): Pick<MockDb, 'offers'> {
  const client_id = grace.account.basic.user_id;
  const adaId = ada.account.basic.user_id;
  const none = { decline_reason: null, request_id: null, proposal_id: null, project_id: null };
  const hourlySent: StoredOffer = {
    id: 'offer-hourly-sent',
    client_id,
    provider_id: adaId,
    title: 'Keep the bakery’s order site running',
    description: 'Small fixes and updates to the order site, a few hours each week.',
    currency: 'USD',
    milestones: [],
    payment_plan: 'per_milestone',
    hourly: { rate_cents: 6_000, weekly_limit_hours: 10 },
    start_date: fixtureDay(3),
    expires_at: expiresAt(fixtureTime(40), 14),
    status: 'SENT',
    revision: 1,
    messages: [],
    ...none,
    created_at: fixtureTime(40),
    updated_at: fixtureTime(40),
  };
  const changesRequested: StoredOffer = {
    id: 'offer-changes-requested',
    client_id,
    provider_id: adaId,
    title: 'Online ordering for the bakery',
    description: 'A menu page and online orders with pickup times.',
    currency: 'USD',
    milestones: [
      {
        title: 'Menu page',
        description: 'Dishes, prices and photos',
        amount_cents: 30_000,
        due_date: fixtureDay(10),
      },
      {
        title: 'Online orders',
        description: 'Cart and pickup times',
        amount_cents: 50_000,
        due_date: fixtureDay(24),
      },
    ],
    payment_plan: 'per_milestone',
    hourly: null,
    start_date: fixtureDay(2),
    expires_at: expiresAt(fixtureTime(36), 14),
    status: 'CHANGES_REQUESTED',
    revision: 2,
    messages: [
      {
        id: 'offer-message-1',
        author_id: adaId,
        kind: 'changes_requested',
        body: 'Online orders take longer than two weeks: could that milestone be due a week later?',
        revision: 1,
        created_at: fixtureTime(33),
      },
      {
        id: 'offer-message-2',
        author_id: client_id,
        kind: 'revised',
        body: 'Moved it a week later and raised it to $500.',
        revision: 2,
        created_at: fixtureTime(36),
      },
      {
        id: 'offer-message-3',
        author_id: adaId,
        kind: 'changes_requested',
        body: 'Thanks! Could the start be a day later too? I finish another job that day.',
        revision: 2,
        created_at: fixtureTime(38),
      },
    ],
    ...none,
    created_at: fixtureTime(32),
    updated_at: fixtureTime(38),
  };
  const expired: StoredOffer = {
    id: 'offer-expired',
    client_id,
    provider_id: adaId,
    title: 'Photos of the new cakes',
    description: 'Twelve cakes for the menu, shot in the shop.',
    currency: 'USD',
    milestones: [{ title: 'Photo shoot', description: '', amount_cents: 25_000, due_date: fixtureDay(-2) }],
    payment_plan: 'on_completion',
    hourly: null,
    start_date: fixtureDay(-9),
    expires_at: expiresAt(fixtureTime(-10 * DAY), 7),
    // As the server's sweep left it.
    status: 'EXPIRED',
    revision: 1,
    messages: [],
    ...none,
    created_at: fixtureTime(-10 * DAY),
    updated_at: expiresAt(fixtureTime(-10 * DAY), 7),
  };
  const accepted: StoredOffer = {
    id: 'offer-accepted',
    client_id,
    provider_id: chen.account.basic.user_id,
    title: 'Migrate a WordPress blog to a static site',
    description: 'All posts and images, with the old links redirected.',
    currency: 'USD',
    milestones: [{ title: 'Migration', description: '', amount_cents: 110_000, due_date: fixtureDay(3) }],
    payment_plan: 'per_milestone',
    hourly: null,
    start_date: fixtureDay(0),
    expires_at: expiresAt(fixtureTime(20), 7),
    status: 'ACCEPTED',
    revision: 1,
    messages: [],
    decline_reason: null,
    request_id: 'request-done',
    proposal_id: 'proposal-done',
    project_id: 'project-done',
    created_at: fixtureTime(20),
    updated_at: fixtureTime(30),
  };
  return { offers: [hourlySent, changesRequested, accepted, expired] };
}
