import { confirmTotpSetup } from '../../../contract/user';
import { acceptedTotpStep, isTotpCode, noPendingSetup, wrongFactorCode } from '../../../rules/second-factor';
import { fixtureTime } from '../../factories/sequence';
import { countFactorTry, factorOf, refuseFactor, replaceRecoveryCodes } from '../../db/second-factors';
import { createOperationMock } from '../operation-mock';

export const confirmTotpSetupMock = createOperationMock(confirmTotpSetup, ({ db, meId, body }) => {
  const triesLeft = countFactorTry(db, 'user', meId);
  const factor = factorOf(db, meId);
  if (!factor?.pendingSecret || factor.secret) return refuseFactor(noPendingSetup);
  const step = isTotpCode(body.code) ? acceptedTotpStep(factor.pendingSecret, body.code, null) : null;
  if (step === null) return refuseFactor(wrongFactorCode(triesLeft));
  Object.assign(factor, {
    secret: factor.pendingSecret,
    pendingSecret: null,
    turnedOnAt: fixtureTime(db.clock),
    lastUsedStep: step,
  });
  return { recovery_codes: replaceRecoveryCodes(factor) };
});
