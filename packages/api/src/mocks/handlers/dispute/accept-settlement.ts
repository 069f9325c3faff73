import { acceptSettlement } from '../../../contract/dispute';
import { refuseAcceptSettlement, refuseReplacedProposal } from '../../../rules/dispute';
import {
  disputeView,
  factsOf,
  findDispute,
  resolveMockDispute,
  roleIn,
  splitOf,
  tellSides,
} from '../../db/disputes';
import { onceMock } from '../../db/idempotent';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const acceptSettlementMock = createOperationMock(acceptSettlement, ({ db, meId, body }) =>
  onceMock(
    db,
    {
      userId: meId,
      key: body.idempotency_key,
      operation: 'acceptSettlement',
      args: { dispute_id: body.dispute_id, proposal_version: body.proposal_version },
    },
    () => {
      const dispute = findDispute(db, body.dispute_id);
      refuse(refuseAcceptSettlement(roleIn(dispute, meId), factsOf(dispute)));
      const proposal = dispute.proposal!;
      const replaced = refuseReplacedProposal(proposal, body.proposal_version);
      if (replaced)
        throw new MockHttpError(replaced.status, replaced.code, replaced.message, replaced.fields);
      resolveMockDispute(db, dispute, {
        to: 'SETTLED',
        outcome: proposal.outcome,
        split: splitOf(dispute, proposal.outcome, proposal.provider_cents),
        decidedBy: null,
        reason: null,
      });
      tellSides(db, dispute, 'dispute_settled', meId);
      return disputeView(dispute);
    },
  ),
);
