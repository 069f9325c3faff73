import { startTotpSetup } from '../../../contract/user';
import { factorAlreadyOn, newTotpSecret, totpUri } from '../../../rules/second-factor';
import { factorIsOn, refuseFactor } from '../../db/second-factors';
import { createOperationMock } from '../operation-mock';

export const startTotpSetupMock = createOperationMock(startTotpSetup, ({ db, me, meId }) => {
  if (factorIsOn(db, meId)) return refuseFactor(factorAlreadyOn);
  const secret = newTotpSecret();
  db.secondFactors[meId] = {
    secret: null,
    pendingSecret: secret,
    turnedOnAt: null,
    lastUsedStep: null,
    recoveryCodes: [],
  };
  return { secret, otpauth_uri: totpUri(secret, me.account.basic.email.address) };
});
