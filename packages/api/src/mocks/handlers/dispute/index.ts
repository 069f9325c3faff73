import { openDisputeMock } from './open-dispute';
import { answerDisputeMock } from './answer-dispute';
import { proposeSettlementMock } from './propose-settlement';
import { acceptSettlementMock } from './accept-settlement';
import { escalateDisputeMock } from './escalate-dispute';
import { fetchDisputeMock } from './fetch-dispute';
import { fetchProjectDisputesMock } from './fetch-project-disputes';

/** The dispute area's calls: each one's scenario factories, by operation name. */
export const disputeMocks = {
  openDispute: openDisputeMock,
  answerDispute: answerDisputeMock,
  proposeSettlement: proposeSettlementMock,
  acceptSettlement: acceptSettlementMock,
  escalateDispute: escalateDisputeMock,
  fetchDispute: fetchDisputeMock,
  fetchProjectDisputes: fetchProjectDisputesMock,
} as const;
