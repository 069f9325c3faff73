import { proposeSettlement } from '../../../contract/dispute';
import { refuseProposeSettlement } from '../../../rules/dispute';
import { disputeView, factsOf, findDispute, roleIn, splitOf, tellSides } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const proposeSettlementMock = createOperationMock(proposeSettlement, ({ db, meId, body }) => {
  const dispute = findDispute(db, body.dispute_id);
  const role = roleIn(dispute, meId);
  refuse(refuseProposeSettlement(role, factsOf(dispute)));
  const split = splitOf(dispute, body.outcome, body.provider_cents);
  dispute.proposal = {
    version: (dispute.proposal?.version ?? 0) + 1,
    outcome: body.outcome,
    ...split,
    proposed_by: role as 'client' | 'provider',
    proposed_at: tick(db),
  };
  tellSides(db, dispute, 'dispute_settlement_proposed', meId);
  return disputeView(dispute);
});
