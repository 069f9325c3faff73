import { turnOffTotp } from '../../../contract/user';
import { countFactorTry, takeFactorCode } from '../../db/second-factors';
import { markMockVerified } from '../../db/step-up';
import { createOperationMock } from '../operation-mock';

export const turnOffTotpMock = createOperationMock(turnOffTotp, ({ db, meId, body, request }) => {
  takeFactorCode(db, meId, body.code, countFactorTry(db, 'user', meId));
  markMockVerified(db, request);
  delete db.secondFactors[meId];
  return { ok: true as const };
});
