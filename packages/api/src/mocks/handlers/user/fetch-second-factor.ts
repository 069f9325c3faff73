import { fetchSecondFactor } from '../../../contract/user';
import { factorOf, recoveryCodesLeft } from '../../db/second-factors';
import { createOperationMock } from '../operation-mock';

export const fetchSecondFactorMock = createOperationMock(fetchSecondFactor, ({ db, meId }) => {
  const factor = factorOf(db, meId);
  if (!factor?.secret) return { totp_on: false, turned_on_at: null, recovery_codes_left: 0 };
  return { totp_on: true, turned_on_at: factor.turnedOnAt, recovery_codes_left: recoveryCodesLeft(factor) };
});
