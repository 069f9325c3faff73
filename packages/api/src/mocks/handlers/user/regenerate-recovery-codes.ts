import { regenerateRecoveryCodes } from '../../../contract/user';
import { countFactorTry, factorOf, replaceRecoveryCodes, takeFactorCode } from '../../db/second-factors';
import { createOperationMock } from '../operation-mock';

export const regenerateRecoveryCodesMock = createOperationMock(
  regenerateRecoveryCodes,
  ({ db, meId, body }) => {
    takeFactorCode(db, meId, body.code, countFactorTry(db, 'user', meId));
    return { recovery_codes: replaceRecoveryCodes(factorOf(db, meId)!) };
  },
);
