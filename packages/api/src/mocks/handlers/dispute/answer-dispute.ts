import { answerDispute } from '../../../contract/dispute';
import { refuseAnswer } from '../../../rules/dispute';
import { takeMockEvidence } from '../../db/dispute-evidence';
import { disputeView, factsOf, findDispute, roleIn, tellSides } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const answerDisputeMock = createOperationMock(answerDispute, ({ db, meId, body }) => {
  const dispute = findDispute(db, body.dispute_id);
  refuse(refuseAnswer(roleIn(dispute, meId), factsOf(dispute)));
  const { evidence, claim } = takeMockEvidence(db, meId, dispute.project_id, body.evidence);
  claim(dispute.id);
  Object.assign(dispute, {
    status: 'ANSWERED',
    answer: body.answer,
    answer_evidence: evidence,
    answered_at: tick(db),
  });
  tellSides(db, dispute, 'dispute_answered', meId);
  return disputeView(dispute);
});
