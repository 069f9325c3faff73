import type { z } from 'zod';

import { milestoneSum, MIN_MILESTONES } from './proposal-milestones';

/** An offer's money terms as the schemas and the services see them (decision 2202). */
export type OfferTerms = {
  milestones: readonly { amount_cents: number; due_date: string }[];
  hourly: { rate_cents: number; weekly_limit_hours: number } | null;
};

/** A fixed-price offer has at least one milestone; an hourly one has none. */
export function checkOfferTerms(value: OfferTerms, context: z.RefinementCtx) {
  if (value.hourly) {
    if (value.milestones.length > 0)
      context.addIssue({
        code: 'custom',
        message: 'An hourly offer has no milestones',
        path: ['milestones'],
      });
    return;
  }
  if (value.milestones.length < MIN_MILESTONES)
    context.addIssue({ code: 'custom', message: 'Add at least one milestone', path: ['milestones'] });
}

/** What an offer is worth: its milestones' sum, or a week at the limit for an hourly offer. */
export const offerPriceCents = (terms: OfferTerms) =>
  terms.hourly
    ? terms.hourly.rate_cents * terms.hourly.weekly_limit_hours
    : milestoneSum(0, terms.milestones).sum;
