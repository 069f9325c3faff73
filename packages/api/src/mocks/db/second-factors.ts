import { SigninStep, type SigninStepValue } from '../../constants';
import { DEFAULT_LIMITS, type LimitSubject } from '../../rules/rate-limits';
import {
  acceptedTotpStep,
  factorNotOn,
  isTotpCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  wrongFactorCode,
  type FactorRefusal,
} from '../../rules/second-factor';
import type { UserProfile } from '../../schemas/user';
import { MockHttpError, rateLimited } from './mock-http-error';
import type { MockDb, MockSecondFactor } from './mock-db';
import { signinFor, type MockSessionOrigin } from './sessions';
import { newId } from './store';

/** SECOND-FACTOR in the mocks (decision 1024), checked by the same rules as the server. */

export function refuseFactor({ status, code, message, fields }: FactorRefusal): never {
  throw new MockHttpError(status, code, message, Object.keys(fields).length ? fields : undefined);
}

export const factorOf = (db: MockDb, userId: string): MockSecondFactor | undefined =>
  db.secondFactors[userId];
export const factorIsOn = (db: MockDb, userId: string) => Boolean(factorOf(db, userId)?.secret);

/**
 * Counts a factor code like the server's "factor" limit (one window, never reset here): over it
 * 429, otherwise the tries left after this one.
 */
export function countFactorTry(db: MockDb, subject: Extract<LimitSubject, 'email' | 'user'>, value: string) {
  const { per, windowSeconds } = DEFAULT_LIMITS.factor;
  const key = `${subject}:${value.toLowerCase()}`;
  const used = (db.factorAttempts[key] ?? 0) + 1;
  db.factorAttempts[key] = used;
  const max = per[subject]!;
  if (used > max) throw rateLimited('factor', subject, windowSeconds);
  return max - used;
}

export function replaceRecoveryCodes(factor: MockSecondFactor) {
  const codes = newRecoveryCodes();
  factor.recoveryCodes = codes.map((code) => ({ code, used: false }));
  return codes;
}

export const recoveryCodesLeft = (factor: MockSecondFactor) =>
  factor.recoveryCodes.filter((stored) => !stored.used).length;

/** Takes an authenticator code not used before or an unused recovery code, like the server. */
export function takeFactorCode(db: MockDb, userId: string, code: string, triesLeft: number) {
  const factor = factorOf(db, userId);
  if (!factor?.secret) return refuseFactor(factorNotOn);
  if (isTotpCode(code)) {
    const step = acceptedTotpStep(factor.secret, code, factor.lastUsedStep);
    if (step === null) return refuseFactor(wrongFactorCode(triesLeft));
    factor.lastUsedStep = step;
    return {};
  }
  const stored = factor.recoveryCodes.find(
    (candidate) => !candidate.used && candidate.code === normalizeRecoveryCode(code),
  );
  if (!stored) return refuseFactor(wrongFactorCode(triesLeft));
  stored.used = true;
  return { recoveryCodesLeft: recoveryCodesLeft(factor) };
}

/** After a right password or email code: a ticket for a user with a factor, a session otherwise. */
export function sessionOrFactorTicket(
  db: MockDb,
  user: UserProfile,
  signinResult: SigninStepValue = SigninStep.USER_SIGNED_IN,
  origin: MockSessionOrigin = {},
) {
  const userId = user.account.basic.user_id;
  if (!factorIsOn(db, userId)) return signinFor(db, user, signinResult, origin);
  const ticket = `mock-factor-ticket.${newId('ticket')}`;
  const signinType = SigninStep.EXISTING_USER_PASSWORD_REQUIRED;
  db.factorTickets[ticket] = { userId, signinType, userAgent: origin.userAgent ?? '', used: false };
  return { signin_type: signinType, signin_result: SigninStep.SECOND_FACTOR_REQUIRED, factor_ticket: ticket };
}
