import { canTransition } from '../states/machine';
import {
  offerActions,
  offerTransitions,
  openOfferStatuses,
  type OfferAction,
  type OfferState,
} from '../states/offer';
import type { RuleRefusal } from './invitation';
import { forbidden, invalidTransition, notFound, wrongState, type Refusal } from './refusal';
import type { OfferTerms } from './offer-terms';

/**
 * Direct offers (decision 2202), decided once for the server (apps/server/src/offer) and the mocks
 * (mocks/handlers/offer).
 */

export type OfferSide = 'client' | 'provider';

const DAY_MS = 24 * 60 * 60 * 1000;

export const OFFER_EXPIRED_MESSAGE = 'This offer has expired';
export const STALE_OFFER_MESSAGE = 'The client revised this offer; read the new version before accepting';
export const OFFER_CHANGES_REQUESTED_MESSAGE =
  'You asked for changes to this offer; wait for the client to revise it';
/** What the other side is told (403), by the rule and by the contract's access declaration alike. */
export const OFFER_CLIENT_ONLY_MESSAGE = 'Only the client who sent the offer can do this';
export const OFFER_PROVIDER_ONLY_MESSAGE = 'Only the provider the offer was sent to can do this';

/** Who the user is to an offer: the client who sent it, the provider it went to, or nobody. */
export const offerSideOf = (
  offer: { clientId: string; providerId: string },
  userId: string,
): OfferSide | null =>
  offer.clientId === userId ? 'client' : offer.providerId === userId ? 'provider' : null;

const isOpen = (status: OfferState) => (openOfferStatuses as readonly OfferState[]).includes(status);

/** The status an offer has now: an open offer whose expiry has passed is EXPIRED, stored or not. */
export const offerStatusAt = (status: OfferState, expiresAt: Date | string, now: Date): OfferState =>
  isOpen(status) && new Date(expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : status;

/** When an offer sent (or revised) now expires. */
export const offerExpiresAt = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The actions as a refusal words them: "Cannot accept an offer that is DECLINED". */
const actionWords: Record<OfferAction, string> = {
  revise: 'revise',
  withdraw: 'withdraw',
  accept: 'accept',
  decline: 'decline',
  request_changes: 'ask for changes to',
};

/**
 * OFFER-STATES: an action on an offer (states/offer.ts) by its side, along an allowed transition,
 * on the offer's status now (offerStatusAt). Offers are private: anyone else is told it does not exist.
 */
export function checkOfferAction(
  side: OfferSide | null,
  status: OfferState,
  action: OfferAction,
): Refusal | null {
  if (!side) return notFound('Offer');
  const rule = offerActions[action];
  if (side !== rule.by)
    return forbidden(rule.by === 'client' ? OFFER_CLIENT_ONLY_MESSAGE : OFFER_PROVIDER_ONLY_MESSAGE);
  if (status === 'EXPIRED') return wrongState(OFFER_EXPIRED_MESSAGE);
  if (action === 'accept' && status === 'CHANGES_REQUESTED')
    return wrongState(OFFER_CHANGES_REQUESTED_MESSAGE);
  if (!canTransition(offerTransitions, status, rule.to))
    return invalidTransition('offer', status, actionWords[action]);
  return null;
}

/** Null when the client may send this provider an offer: never to themselves. */
export function refuseOfferRecipient(meId: string, providerId: string): RuleRefusal | null {
  return providerId === meId
    ? {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'You cannot send an offer to yourself',
        field: 'provider_id',
      }
    : null;
}

/**
 * Null when the start date is not in the past. "Today" is taken a day wide, so a client west of
 * UTC late in their evening may still pick their today.
 */
export function refuseOfferStartDate(startDate: string, now: Date): RuleRefusal | null {
  const earliest = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  return startDate < earliest
    ? {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The start date cannot be in the past',
        field: 'start_date',
      }
    : null;
}

/**
 * The proposal an accepted offer becomes (the same project path as an accepted proposal): the
 * offer's terms, an hourly offer's limit as the expected hours and the accepted limit, and the days
 * from the start date to the last milestone's due date (a week for an hourly offer).
 */
export function offerAsProposalTerms(offer: OfferTerms & { start_date: string }) {
  const lastDue = offer.milestones.reduce(
    (latest, milestone) => (milestone.due_date > latest ? milestone.due_date : latest),
    offer.start_date,
  );
  const days = Math.round((Date.parse(lastDue) - Date.parse(offer.start_date)) / DAY_MS);
  return {
    duration_days: offer.hourly ? 7 : Math.max(1, days),
    hourly: offer.hourly
      ? { rate_cents: offer.hourly.rate_cents, weekly_hours: offer.hourly.weekly_limit_hours }
      : null,
    weekly_limit_hours: offer.hourly ? offer.hourly.weekly_limit_hours : null,
  };
}
