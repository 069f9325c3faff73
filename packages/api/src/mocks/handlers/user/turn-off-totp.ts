import { turnOffTotp } from '../../../contract/user';
import { countFactorTry, takeFactorCode } from '../../db/second-factors';
import { createOperationMock } from '../operation-mock';

export const turnOffTotpMock = createOperationMock(turnOffTotp, ({ db, meId, body }) => {
  takeFactorCode(db, meId, body.code, countFactorTry(db, 'user', meId));
  delete db.secondFactors[meId];
  return { ok: true as const };
});
