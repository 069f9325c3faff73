import type { Request } from '../../schemas/request';
import { fixtureDay } from '../factories/sequence';
import { summaryOf } from '../factories/user';
import type { MockDb } from './mock-db';
import { newId, tick } from './store';
import { findUser } from './views';

/**
 * In mock mode a demo provider proposes on every new job at once, so a client can walk the
 * whole flow alone: post a job, see it in posts, receive a proposal, accept it.
 */
export function proposeAsDemoProvider(db: MockDb, request: Request) {
  const provider = summaryOf(findUser(db, db.demoProviderId));
  const price = Math.max(request.budget_max_cents, request.budget_min_cents, 10_000);
  const first = Math.round(price / 2);
  const now = tick(db);
  db.proposals.unshift({
    id: newId('proposal'),
    request_id: request.id,
    request_title: request.title,
    provider,
    client: request.client,
    price_cents: price,
    currency: request.currency,
    duration_days: 14,
    notes: `Hi ${request.client.first_name}, I can start right away.`,
    milestones: [
      { title: 'First half', description: '', amount_cents: first, due_date: fixtureDay(7) },
      { title: 'Second half', description: '', amount_cents: price - first, due_date: fixtureDay(14) },
    ],
    payment_plan: 'per_milestone',
    hourly: null,
    weekly_limit_hours: null,
    revision: 1,
    status: 'APPLYING',
    project_id: null,
    reject_reason: null,
    created_at: now,
    updated_at: now,
  });
}
