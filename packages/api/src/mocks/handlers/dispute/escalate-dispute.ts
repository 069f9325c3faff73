import { escalateDispute } from '../../../contract/dispute';
import { refuseEscalate } from '../../../rules/dispute';
import { disputeView, factsOf, findDispute, roleIn, tellSides } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { mockNow } from '../../db/reviews';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const escalateDisputeMock = createOperationMock(escalateDispute, ({ db, meId, body }) => {
  const dispute = findDispute(db, body.dispute_id);
  refuse(refuseEscalate(roleIn(dispute, meId), factsOf(dispute), mockNow(db)));
  Object.assign(dispute, { status: 'ESCALATED', escalated_at: tick(db) });
  tellSides(db, dispute, 'dispute_escalated', meId);
  return disputeView(dispute);
});
