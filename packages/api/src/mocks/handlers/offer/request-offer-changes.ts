import { requestOfferChanges } from '../../../contract/offer';
import { offerActions } from '../../../states/offer';
import { checkMockOfferAction, offerView, tellOfferSide } from '../../db/offers';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** CHANGES_REQUESTED until the client revises; what should change joins the thread. */
export const requestOfferChangesMock = createOperationMock(requestOfferChanges, ({ db, meId, body }) => {
  const stored = checkMockOfferAction(db, meId, body.offer_id, 'request_changes');
  const now = tick(db);
  Object.assign(stored, { status: offerActions.request_changes.to, updated_at: now });
  stored.messages.push({
    id: newId('offer-message'),
    author_id: meId,
    kind: 'changes_requested',
    body: body.message,
    revision: stored.revision,
    created_at: now,
  });
  tellOfferSide(db, stored, { to: 'client', kind: 'offer_changes_requested', actorId: meId });
  return offerView(db, stored);
});
