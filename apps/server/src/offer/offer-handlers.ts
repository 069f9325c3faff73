import type { HandlerMap } from '../http/handler';
import {
  acceptOffer,
  declineOffer,
  fetchOffer,
  fetchOffers,
  requestOfferChanges,
  reviseOffer,
  sendOffer,
  withdrawOffer,
} from './offer-service';

export const offerHandlers = {
  sendOffer: ({ services, user, body }) => sendOffer(services, user.id, body),
  fetchOffers: ({ services, user, query }) => fetchOffers(services, user.id, query),
  fetchOffer: ({ services, user, query }) => fetchOffer(services, user.id, query.offer_id),
  reviseOffer: ({ services, user, body }) => reviseOffer(services, user.id, body),
  withdrawOffer: ({ services, user, body }) => withdrawOffer(services, user.id, body.offer_id),
  acceptOffer: ({ services, user, body }) => acceptOffer(services, user.id, body.offer_id, body.revision),
  declineOffer: ({ services, user, body }) => declineOffer(services, user.id, body.offer_id, body.reason),
  requestOfferChanges: ({ services, user, body }) =>
    requestOfferChanges(services, user.id, body.offer_id, body.message),
} satisfies HandlerMap;
