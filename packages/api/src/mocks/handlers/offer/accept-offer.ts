import { acceptOffer } from '../../../contract/offer';
import { STALE_OFFER_MESSAGE } from '../../../rules/offer';
import { isStaleRevision } from '../../../rules/proposal-revision';
import { conflict } from '../../../rules/refusal';
import { offerActions } from '../../../states/offer';
import { checkMockOfferAction, offerView, startProjectFromOffer, tellOfferSide } from '../../db/offers';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** ACCEPTED, and the project starts as from an accepted and confirmed proposal (db/offers.ts). */
export const acceptOfferMock = createOperationMock(acceptOffer, ({ db, meId, body }) => {
  const stored = checkMockOfferAction(db, meId, body.offer_id, 'accept');
  if (isStaleRevision(stored.revision, body.revision)) refuse(conflict(STALE_OFFER_MESSAGE));
  const project = startProjectFromOffer(db, stored);
  Object.assign(stored, { status: offerActions.accept.to, updated_at: tick(db) });
  tellOfferSide(db, stored, {
    to: 'client',
    kind: 'offer_accepted',
    actorId: meId,
    subject: { project_id: project.id },
  });
  return { offer: offerView(db, stored), project: projectView(db, project, meId) };
});
