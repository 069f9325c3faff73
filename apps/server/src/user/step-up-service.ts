import {
  signInAgainToConfirm,
  stepUpAnswer,
  wrongConfirmation,
  wrongPassword,
} from '@lancer/api/rules/step-up';

import type { FactorRefusal } from '@lancer/api/rules/second-factor';

import { AppError } from '../http/errors';
import type { Services } from '../services';
import type { AuthUser } from './access-token';
import { verifyPassword } from './passwords';
import { takeFactorCode } from './second-factor-service';
import { hasSecondFactor, markFactorVerified } from '../http/session-proofs';
import { requireUser } from './user-repository';

const refusal = ({ status, code, message, fields }: FactorRefusal) =>
  new AppError(status, code, message, Object.keys(fields).length ? fields : undefined);

/**
 * STEP-UP (decision 1026): confirm-its-you. An account with a second factor confirms with a code of
 * it (or a recovery code); one without, with its password. A right answer makes the session's proof
 * fresh; a wrong one says the tries left (the "factor" limit counts both).
 */
export async function confirmItsYou(
  services: Services,
  caller: AuthUser,
  input: { code?: string; password?: string },
  triesLeft: number | null,
) {
  const user = await requireUser(services.db, caller.id);
  const hasFactor = await hasSecondFactor(services.db, user.id);
  const now = services.clock.now();
  const confirmWith = hasFactor ? 'factor' : 'password';
  const answer = input[confirmWith === 'factor' ? 'code' : 'password']?.trim();
  if (!hasFactor && !user.passwordHash) throw refusal(signInAgainToConfirm);
  if (!answer) throw refusal(wrongConfirmation(confirmWith));
  return services.db.transaction(async (tx) => {
    let recoveryCodesLeft: number | undefined;
    if (hasFactor) ({ recoveryCodesLeft } = await takeFactorCode(tx, user.id, answer, triesLeft));
    else if (!(await verifyPassword(user.passwordHash!, answer))) throw refusal(wrongPassword(triesLeft));
    await markFactorVerified(tx, { userId: user.id, sessionId: caller.sessionId }, now);
    const confirmed = stepUpAnswer(hasFactor, now);
    return recoveryCodesLeft === undefined
      ? confirmed
      : { ...confirmed, recovery_codes_left: recoveryCodesLeft };
  });
}
