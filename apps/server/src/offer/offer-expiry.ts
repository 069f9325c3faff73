import { openOfferStatuses } from '@lancer/api/states/offer';
import { and, asc, inArray, lte } from 'drizzle-orm';

import { offers } from '../db/offer-schema';
import { sweepEvery } from '../lib/locked-sweep';
import { announce, emitNotification } from '../notification/emit-notification';
import type { Services } from '../services';

/** How many offers one transaction of the sweep expires. */
const BATCH = 100;

/**
 * One batch: the open offers whose expiry has passed at `now`, locked FOR UPDATE SKIP LOCKED (an
 * offer another sweep or an action on it holds is left to that one, never waited for), stored
 * EXPIRED and both sides told (offer_expired), in one transaction. The write checks again that
 * each is still open and only those it changed are told of, so an offer is told of once whoever
 * sweeps. Answers how many it expired, how many it took, and who was told.
 */
async function expireBatch(services: Services, now: Date) {
  return services.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(inArray(offers.status, [...openOfferStatuses]), lte(offers.expiresAt, now)))
      .orderBy(asc(offers.expiresAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { expired: 0, taken: 0, told: [] as string[] };
    // Still open, checked again by the write itself: only the offers this statement expired are told of.
    const expired = await tx
      .update(offers)
      .set({ status: 'EXPIRED', updatedAt: new Date() })
      .where(
        and(
          inArray(
            offers.id,
            due.map((offer) => offer.id),
          ),
          inArray(offers.status, [...openOfferStatuses]),
        ),
      )
      .returning({
        id: offers.id,
        title: offers.title,
        clientId: offers.clientId,
        providerId: offers.providerId,
      });
    const told = await emitNotification(
      tx,
      expired.flatMap((offer) =>
        [offer.clientId, offer.providerId].map((recipientId) => ({
          recipientId,
          kind: 'offer_expired' as const,
          subject: { offer_id: offer.id },
          actorId: null,
          title: offer.title,
        })),
      ),
    );
    return { expired: expired.length, taken: due.length, told };
  });
}

/**
 * OFFER-STATES' expiry, stored (decision 2202): every open offer past its expiry at `now` becomes
 * EXPIRED and its client and provider are told, once, however many instances sweep at once.
 * Answers how many offers this call expired.
 */
export async function expireOffers(services: Services, now: Date) {
  let expired = 0;
  for (;;) {
    const batch = await expireBatch(services, now);
    announce(services, batch.told);
    expired += batch.expired;
    if (batch.taken < BATCH) return expired;
  }
}

/**
 * Sweeps every `intervalMs` (OFFER_EXPIRE_INTERVAL_MS; 0 turns it off), at the real time the
 * offers' expiry is counted in (never the hourly test clock). Answers the stop.
 */
export const startOfferExpiry = (services: Services, intervalMs: number, onError: (error: unknown) => void) =>
  sweepEvery(intervalMs, () => expireOffers(services, new Date()), onError);
