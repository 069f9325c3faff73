import { confirmItsYou } from '../../../contract/user';
import { signInAgainToConfirm, stepUpAnswer, wrongConfirmation, wrongPassword } from '../../../rules/step-up';
import { countFactorTry, factorIsOn, refuseFactor, takeFactorCode } from '../../db/second-factors';
import { proofClock } from '../../db/proof-clock';
import { markMockVerified } from '../../db/step-up';
import { createOperationMock } from '../operation-mock';

/** STEP-UP: a factor code (or recovery code), or the password without a factor, like the server. */
export const confirmItsYouMock = createOperationMock(confirmItsYou, ({ db, me, meId, body, request }) => {
  const triesLeft = countFactorTry(db, 'user', meId);
  const hasFactor = factorIsOn(db, meId);
  const password = db.passwords[me.account.basic.email.address];
  if (!hasFactor && !password) return refuseFactor(signInAgainToConfirm);
  const answer = (hasFactor ? body.code : body.password)?.trim();
  if (!answer) return refuseFactor(wrongConfirmation(hasFactor ? 'factor' : 'password'));
  let recoveryCodesLeft: number | undefined;
  if (hasFactor) ({ recoveryCodesLeft } = takeFactorCode(db, meId, answer, triesLeft));
  else if (answer !== password) return refuseFactor(wrongPassword(triesLeft));
  markMockVerified(db, request);
  const confirmed = stepUpAnswer(hasFactor, proofClock(db));
  return recoveryCodesLeft === undefined
    ? confirmed
    : { ...confirmed, recovery_codes_left: recoveryCodesLeft };
});
