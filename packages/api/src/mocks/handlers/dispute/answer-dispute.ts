import { answerDispute } from '../../../contract/dispute';
import { refuseAnswer } from '../../../rules/dispute';
import { disputeView, factsOf, findDispute, roleIn, tellSides } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const answerDisputeMock = createOperationMock(answerDispute, ({ db, meId, body }) => {
  const dispute = findDispute(db, body.dispute_id);
  refuse(refuseAnswer(roleIn(dispute, meId), factsOf(dispute)));
  Object.assign(dispute, { status: 'ANSWERED', answer: body.answer, answered_at: tick(db) });
  tellSides(db, dispute, 'dispute_answered', meId);
  return disputeView(dispute);
});
