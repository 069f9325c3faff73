import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

import type { OfferHourlyTerms, OfferMessage } from '@lancer/api/schemas/offer';
import type { PaymentPlan, PlannedMilestone } from '@lancer/api/schemas/proposal';
import type { OfferState } from '@lancer/api/states/offer';

import { cents, createdAt, tstz, updatedAt } from './columns';

/**
 * The offer area (decision 2202): a client's direct offers to one provider, and the thread on each
 * (requests for changes, revision notes, a decline's reason). The columns mirror the answer
 * (schemas/offer.ts); `status` is the stored one: an open offer past `expires_at` is EXPIRED in
 * every answer before the sweep stores it.
 */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id').notNull(),
    providerId: text('provider_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    /** Fixed: the milestones' sum; hourly: a week at the limit (offerPriceCents). */
    priceCents: cents('price_cents').notNull(),
    milestones: jsonb('milestones').$type<PlannedMilestone[]>().notNull(),
    paymentPlan: text('payment_plan').$type<PaymentPlan>().notNull(),
    /** An hourly offer's rate and weekly limit; null when fixed-price. */
    hourly: jsonb('hourly').$type<OfferHourlyTerms>(),
    startDate: text('start_date').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    status: text('status').$type<OfferState>().notNull(),
    revision: integer('revision').notNull().default(1),
    declineReason: text('decline_reason'),
    /** Set once the provider accepts: the hidden job, the proposal and the project behind it. */
    requestId: text('request_id'),
    proposalId: text('proposal_id'),
    projectId: text('project_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_client').on(t.clientId, t.createdAt),
    index('offers_provider').on(t.providerId, t.createdAt),
    // The expiry sweep reads the open offers by their expiry.
    index('offers_open_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('SENT', 'CHANGES_REQUESTED')`),
  ],
);
export type OfferRow = typeof offers.$inferSelect;

/** One entry of an offer's thread, oldest first. */
export const offerMessages = pgTable(
  'offer_messages',
  {
    id: text('id').primaryKey(),
    offerId: text('offer_id').notNull(),
    authorId: text('author_id').notNull(),
    kind: text('kind').$type<OfferMessage['kind']>().notNull(),
    body: text('body').notNull(),
    /** The revision the entry is about: the one changes were asked on, or the new one. */
    revision: integer('revision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('offer_messages_offer').on(t.offerId, t.createdAt)],
);
export type OfferMessageRow = typeof offerMessages.$inferSelect;
