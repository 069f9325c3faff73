import { offerStatusAt } from '@lancer/api/rules/offer';
import type { Offer } from '@lancer/api/schemas/offer';
import { asc, inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { offerMessages, type OfferRow } from '../db/offer-schema';
import { iso } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

/**
 * Offers as answered: both sides' summaries, the thread oldest first, and the status they have at
 * `now` (offerStatusAt: an open offer past its expiry is EXPIRED, whether the sweep stored it yet or not).
 */
export async function toOffers(db: Executor, rows: OfferRow[], now: Date): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const thread = await db
    .select()
    .from(offerMessages)
    .where(
      inArray(
        offerMessages.offerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(offerMessages.createdAt), asc(offerMessages.id));
  const people = await loadSummaries(db, [
    ...rows.flatMap((row) => [row.clientId, row.providerId]),
    ...thread.map((message) => message.authorId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    client: people.get(row.clientId),
    provider: people.get(row.providerId),
    title: row.title,
    description: row.description,
    currency: row.currency,
    price_cents: row.priceCents,
    milestones: row.milestones,
    payment_plan: row.paymentPlan,
    hourly: row.hourly ?? null,
    start_date: row.startDate,
    expires_at: iso(row.expiresAt),
    status: offerStatusAt(row.status, row.expiresAt, now),
    revision: row.revision,
    messages: thread
      .filter((message) => message.offerId === row.id)
      .map((message) => ({
        id: message.id,
        author: people.get(message.authorId),
        kind: message.kind,
        body: message.body,
        revision: message.revision,
        created_at: iso(message.createdAt),
      })),
    decline_reason: row.declineReason,
    project_id: row.projectId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

export async function toOffer(db: Executor, row: OfferRow, now: Date) {
  const [offer] = await toOffers(db, [row], now);
  return offer!;
}
