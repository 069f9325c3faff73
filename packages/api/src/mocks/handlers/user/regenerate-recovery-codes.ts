import { regenerateRecoveryCodes } from '../../../contract/user';
import { countFactorTry, factorOf, replaceRecoveryCodes, takeFactorCode } from '../../db/second-factors';
import { markMockVerified } from '../../db/step-up';
import { createOperationMock } from '../operation-mock';

export const regenerateRecoveryCodesMock = createOperationMock(
  regenerateRecoveryCodes,
  ({ db, meId, body, request }) => {
    takeFactorCode(db, meId, body.code, countFactorTry(db, 'user', meId));
    markMockVerified(db, request);
    return { recovery_codes: replaceRecoveryCodes(factorOf(db, meId)!) };
  },
);
