import { z } from 'zod';

import { DEFAULT_OFFER_EXPIRY_DAYS, MAX_OFFER_EXPIRY_DAYS, MAX_OFFER_MESSAGE } from '../constants';
import { MAX_MILESTONES } from '../rules/proposal-milestones';
import { checkOfferTerms } from '../rules/offer-terms';
import { offerStatuses } from '../states/offer';
import {
  centsSchema,
  commaListSchema,
  currencySchema,
  dateSchema,
  idSchema,
  timestampSchema,
  userSummarySchema,
} from './common';
import { paymentPlanSchema, plannedMilestoneSchema } from './proposal';
import { projectSchema } from './project';

/**
 * A direct offer (decision 2202): a client offers one provider a contract without a job post
 * (Upwork's "Hire", Fiverr's custom offer): fixed price with milestones, or hourly with a rate and
 * a weekly limit. Accepting it starts the project as an accepted proposal does.
 */

export const offerStatusSchema = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof offerStatusSchema>;
export const offerStatusListSchema = commaListSchema(
  offerStatuses,
  `Statuses are ${offerStatuses.join(', ')}`,
);

/** An hourly offer's terms: the rate and the most hours a week the provider may bill. */
export const offerHourlyTermsSchema = z.object({
  rate_cents: centsSchema.min(100, 'The rate must be at least $1.00 an hour'),
  weekly_limit_hours: z.number().int().min(1, 'At least 1 hour a week').max(80, 'At most 80 hours a week'),
});
export type OfferHourlyTerms = z.infer<typeof offerHourlyTermsSchema>;

const offerMessageBodySchema = z
  .string()
  .trim()
  .max(MAX_OFFER_MESSAGE, `At most ${MAX_OFFER_MESSAGE} characters`);

/** What a client writes in an offer, and again in each revision. */
export const offerFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Please give the offer a title').max(120, 'At most 120 characters'),
  description: z.string().trim().max(20_000).default(''),
  currency: currencySchema.default('USD'),
  /** A fixed-price offer's milestones (at least one); none on an hourly offer. Its price is their sum. */
  milestones: z
    .array(plannedMilestoneSchema)
    .max(MAX_MILESTONES, `At most ${MAX_MILESTONES} milestones`)
    .default([]),
  payment_plan: paymentPlanSchema.default('per_milestone'),
  /** Set on an hourly offer: then no milestones. */
  hourly: offerHourlyTermsSchema.nullable().default(null),
  /** The day work may start (not before today, UTC). */
  start_date: dateSchema,
  /** The offer expires this many days after it is sent (or revised). */
  expires_in_days: z
    .number()
    .int()
    .min(1, 'At least 1 day')
    .max(MAX_OFFER_EXPIRY_DAYS, `At most ${MAX_OFFER_EXPIRY_DAYS} days`)
    .default(DEFAULT_OFFER_EXPIRY_DAYS),
});
export type OfferFields = z.input<typeof offerFieldsSchema>;

export const sendOfferBodySchema = offerFieldsSchema
  .extend({ provider_id: idSchema })
  .superRefine(checkOfferTerms);

/** A revision replaces every field (the form sends the whole offer again), with a note for the provider. */
export const reviseOfferBodySchema = offerFieldsSchema
  .extend({ offer_id: idSchema, note: offerMessageBodySchema.default('') })
  .superRefine(checkOfferTerms);

export const requestOfferChangesBodySchema = z.object({
  offer_id: idSchema,
  message: offerMessageBodySchema.min(1, 'Please say what should change'),
});

export const declineOfferBodySchema = z.object({
  offer_id: idSchema,
  reason: offerMessageBodySchema.default(''),
});

export const acceptOfferBodySchema = z.object({
  offer_id: idSchema,
  /** The revision the provider read: if the client revised since, 409 and nothing is accepted. */
  revision: z.number().int().min(1).optional(),
});

/** One entry of an offer's thread: the provider asking for changes, the client revising, a decline. */
export const offerMessageSchema = z.object({
  id: idSchema,
  author: userSummarySchema,
  kind: z.enum(['changes_requested', 'revised', 'declined']),
  /** What they wrote ('' when a revision or a decline came without a note). */
  body: z.string(),
  /** The revision the entry is about: the one changes were asked on, or the new one. */
  revision: z.number().int().min(1),
  created_at: timestampSchema,
});
export type OfferMessage = z.infer<typeof offerMessageSchema>;

export const offerSchema = z.object({
  id: idSchema,
  client: userSummarySchema,
  provider: userSummarySchema,
  title: z.string(),
  description: z.string(),
  currency: currencySchema,
  /** Fixed: the milestones' sum; hourly: a week at the limit. */
  price_cents: centsSchema,
  milestones: z.array(plannedMilestoneSchema),
  payment_plan: paymentPlanSchema,
  hourly: offerHourlyTermsSchema.nullable(),
  start_date: dateSchema,
  expires_at: timestampSchema,
  /** EXPIRED as soon as expires_at passes on an open offer, whether or not the sweep stored it yet. */
  status: offerStatusSchema,
  /** 1 until the client revises. */
  revision: z.number().int().min(1),
  /** The thread, oldest first. */
  messages: z.array(offerMessageSchema),
  decline_reason: z.string().nullable(),
  /** Set once the provider accepts and the project starts. */
  project_id: idSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const acceptOfferResultSchema = z.object({ offer: offerSchema, project: projectSchema });
