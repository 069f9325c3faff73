import { acceptOfferMock } from './accept-offer';
import { declineOfferMock } from './decline-offer';
import { fetchOfferMock } from './fetch-offer';
import { fetchOffersMock } from './fetch-offers';
import { requestOfferChangesMock } from './request-offer-changes';
import { reviseOfferMock } from './revise-offer';
import { sendOfferMock } from './send-offer';
import { withdrawOfferMock } from './withdraw-offer';

/** The direct offers' calls (decision 2202): each one's scenario factories, by operation name. */
export const offerMocks = {
  sendOffer: sendOfferMock,
  fetchOffers: fetchOffersMock,
  fetchOffer: fetchOfferMock,
  reviseOffer: reviseOfferMock,
  withdrawOffer: withdrawOfferMock,
  acceptOffer: acceptOfferMock,
  declineOffer: declineOfferMock,
  requestOfferChanges: requestOfferChangesMock,
} as const;
