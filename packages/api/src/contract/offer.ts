import { z } from 'zod';

import { OFFER_CLIENT_ONLY_MESSAGE, OFFER_PROVIDER_ONLY_MESSAGE } from '../rules/offer';
import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  acceptOfferBodySchema,
  acceptOfferResultSchema,
  declineOfferBodySchema,
  offerSchema,
  offerStatusListSchema,
  requestOfferChangesBodySchema,
  reviseOfferBodySchema,
  sendOfferBodySchema,
} from '../schemas/offer';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Direct offers: a client offers one provider a contract without a job post (decision 2202; states/offer.ts). */

const offerIdBody = z.object({ offer_id: idSchema });

const byClient = on('offer', ['owner'], {
  others: 404,
  refuse: { counterparty: 403 },
  because: OFFER_CLIENT_ONLY_MESSAGE,
});

const byProvider = on('offer', ['counterparty'], {
  others: 404,
  refuse: { owner: 403 },
  because: OFFER_PROVIDER_ONLY_MESSAGE,
});

export const sendOffer = defineOperation({
  name: 'sendOffer',
  method: 'POST',
  path: '/api/offer/send-offer',
  summary:
    'A client offers a provider a contract directly: fixed price with milestones, or hourly with a rate and a ' +
    'weekly limit, from a start date; SENT, expiring after expires_in_days. Never to oneself (400).',
  auth: 'user',
  access: signedIn,
  body: sendOfferBodySchema,
  response: offerSchema,
});

export const fetchOffers = defineOperation({
  name: 'fetchOffers',
  method: 'GET',
  path: '/api/offer/fetch-offers',
  summary:
    "Offers, newest first. scope=sent: the client's own; scope=received: those sent to the provider. An open " +
    'offer past its expiry is EXPIRED.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({
    scope: z.enum(['sent', 'received']).default('received'),
    /** One status, or several comma separated ("SENT,CHANGES_REQUESTED": the open ones). */
    status: offerStatusListSchema.optional(),
  }),
  response: pagedSchema(offerSchema),
});

export const fetchOffer = defineOperation({
  name: 'fetchOffer',
  method: 'GET',
  path: '/api/offer/fetch-offer',
  summary: 'One offer with its thread (its client or its provider).',
  auth: 'user',
  access: on('offer', ['owner', 'counterparty'], { others: 404 }),
  query: offerIdBody,
  response: offerSchema,
});

export const reviseOffer = defineOperation({
  name: 'reviseOffer',
  method: 'POST',
  path: '/api/offer/revise-offer',
  summary:
    'The client revises an open offer: every field is sent again, the revision goes up, the expiry starts again ' +
    'and the offer is SENT; the note joins the thread.',
  auth: 'user',
  access: byClient,
  body: reviseOfferBodySchema,
  response: offerSchema,
});

export const withdrawOffer = defineOperation({
  name: 'withdrawOffer',
  method: 'POST',
  path: '/api/offer/withdraw-offer',
  summary: 'The client withdraws an open offer: WITHDRAWN.',
  auth: 'user',
  access: byClient,
  body: offerIdBody,
  response: offerSchema,
});

export const acceptOffer = defineOperation({
  name: 'acceptOffer',
  method: 'POST',
  path: '/api/offer/accept-offer',
  summary:
    'The provider accepts a SENT offer: ACCEPTED, and the project starts in the same transaction as from an ' +
    'accepted proposal (milestones PENDING, or an hourly contract at the rate and limit). With `revision`, the one ' +
    'the provider read: if the client revised since, 409 and nothing is accepted.',
  auth: 'user',
  access: byProvider,
  body: acceptOfferBodySchema,
  response: acceptOfferResultSchema,
});

export const declineOffer = defineOperation({
  name: 'declineOffer',
  method: 'POST',
  path: '/api/offer/decline-offer',
  summary: 'The provider declines an open offer, optionally saying why: DECLINED.',
  auth: 'user',
  access: byProvider,
  body: declineOfferBodySchema,
  response: offerSchema,
});

export const requestOfferChanges = defineOperation({
  name: 'requestOfferChanges',
  method: 'POST',
  path: '/api/offer/request-offer-changes',
  summary:
    'The provider asks for changes to a SENT offer, saying what: CHANGES_REQUESTED until the client revises it.',
  auth: 'user',
  access: byProvider,
  body: requestOfferChangesBodySchema,
  response: offerSchema,
});

export const offerOperations = {
  sendOffer,
  fetchOffers,
  fetchOffer,
  reviseOffer,
  withdrawOffer,
  acceptOffer,
  declineOffer,
  requestOfferChanges,
} as const;
