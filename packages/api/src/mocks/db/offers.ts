import { offerJob } from '../../rules/offer-job';
import { offerPriceCents } from '../../rules/offer-terms';
import { checkOfferAction, offerExpiresAt, offerSideOf, offerStatusAt } from '../../rules/offer';
import type { NotificationKind, NotificationSubject } from '../../schemas/notification';
import type { Offer } from '../../schemas/offer';
import type { Project } from '../../schemas/project';
import { offerActions, type OfferAction } from '../../states/offer';
import { summaryOf } from '../factories/user';
import type { MockDb, StoredOffer } from './mock-db';
import { notFound, refuse } from './mock-http-error';
import { emitMockNotification } from './notifications';
import { newProposal, startProject } from './proposal-actions';
import { newRequest } from './requests';
import { mockNow } from './reviews';
import { findUser } from './views';

/**
 * The mocks' direct offers (decision 2202), by the server's rules (rules/offer.ts). Their time is
 * the mock's tick clock (mock offers carry fixture times, Nov 2026, not real ones), never the
 * hourly test clock, as the server's offers keep the real time: an open offer past its expiry
 * reads EXPIRED as on the server, stored or not.
 */
export const offerNow = mockNow;

/** The fields a sent or revised offer stores from its body, the expiry counted from now. */
export const offerTermsOf = (
  db: MockDb,
  body: Pick<
    StoredOffer,
    'title' | 'description' | 'currency' | 'milestones' | 'payment_plan' | 'hourly' | 'start_date'
  > & {
    expires_in_days: number;
  },
) => ({
  title: body.title,
  description: body.description,
  currency: body.currency,
  milestones: body.milestones,
  payment_plan: body.payment_plan,
  hourly: body.hourly,
  start_date: body.start_date,
  expires_at: offerExpiresAt(offerNow(db), body.expires_in_days).toISOString(),
});

const summaryOfId = (db: MockDb, userId: string) => summaryOf(findUser(db, userId));

/** The contract's shape: both sides and the thread's authors as summaries, the price and the status now. */
export function offerView(db: MockDb, stored: StoredOffer): Offer {
  return {
    id: stored.id,
    client: summaryOfId(db, stored.client_id),
    provider: summaryOfId(db, stored.provider_id),
    title: stored.title,
    description: stored.description,
    currency: stored.currency,
    price_cents: offerPriceCents(stored),
    milestones: stored.milestones,
    payment_plan: stored.payment_plan,
    hourly: stored.hourly,
    start_date: stored.start_date,
    expires_at: stored.expires_at,
    status: offerStatusAt(stored.status, stored.expires_at, offerNow(db)),
    revision: stored.revision,
    messages: stored.messages.map(({ author_id, ...message }) => ({
      ...message,
      author: summaryOfId(db, author_id),
    })),
    decline_reason: stored.decline_reason,
    project_id: stored.project_id,
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

const sideIn = (stored: StoredOffer, userId: string) =>
  offerSideOf({ clientId: stored.client_id, providerId: stored.provider_id }, userId);

/** An offer the caller is a side of; to anyone else it does not exist (404). */
export function myOffer(db: MockDb, meId: string, offerId: string) {
  const stored = db.offers.find((offer) => offer.id === offerId);
  if (!stored || !sideIn(stored, meId)) throw notFound('Offer');
  return stored;
}

/**
 * The offer the caller acts on, refused as the server's access check refuses it before the call
 * runs: 404 to anyone but its two sides, 403 to the side the action is not for (checkOfferAction's words).
 */
export function offerForAction(db: MockDb, meId: string, offerId: string, action: OfferAction) {
  const stored = myOffer(db, meId, offerId);
  const side = sideIn(stored, meId)!;
  if (side !== offerActions[action].by) refuse(checkOfferAction(side, stored.status, action));
  return stored;
}

/** OFFER-STATES: the caller's action on the offer, by its side and its status now, or the rule's refusal. */
export function checkMockOfferAction(db: MockDb, meId: string, offerId: string, action: OfferAction) {
  const stored = offerForAction(db, meId, offerId, action);
  refuse(
    checkOfferAction(
      sideIn(stored, meId),
      offerStatusAt(stored.status, stored.expires_at, offerNow(db)),
      action,
    ),
  );
  return stored;
}

/** The other side of the offer hears of the caller's action (emitNotification on the server). */
export function tellOfferSide(
  db: MockDb,
  stored: StoredOffer,
  input: {
    to: 'client' | 'provider';
    kind: NotificationKind;
    actorId: string | null;
    subject?: NotificationSubject;
  },
) {
  emitMockNotification(db, {
    recipientId: input.to === 'client' ? stored.client_id : stored.provider_id,
    kind: input.kind,
    subject: { offer_id: stored.id, ...input.subject },
    actor: input.actorId ? summaryOfId(db, input.actorId) : null,
    title: stored.title,
  });
}

/**
 * The provider accepted: the project starts as from an accepted and confirmed proposal. A hidden
 * job (invite_only) of the client's stands behind the offer with the offer's proposal on it; the
 * shared startProject makes both ONGOING and starts the project (PENDING milestones, or the
 * hourly contract at the offer's rate and weekly limit).
 */
export function startProjectFromOffer(db: MockDb, stored: StoredOffer): Project {
  const client = summaryOfId(db, stored.client_id);
  const provider = summaryOfId(db, stored.provider_id);
  const { terms, job } = offerJob(stored);
  const price = offerPriceCents(stored);
  const request = newRequest(db, client, { ...job, attachments: [] });
  db.requests.unshift(request);
  const proposal = newProposal(db, request, provider, {
    price_cents: price,
    currency: stored.currency,
    duration_days: terms.duration_days,
    notes: '',
    milestones: stored.milestones,
    payment_plan: stored.payment_plan,
    hourly: terms.hourly,
    status: 'ACCEPTING',
    weekly_limit_hours: terms.weekly_limit_hours,
  });
  db.proposals.unshift(proposal);
  const project = startProject(db, proposal);
  Object.assign(stored, { request_id: request.id, proposal_id: proposal.id, project_id: project.id });
  return project;
}
