import type { SecondFactorChallenge, SigninAnswer, SigninResult } from '../schemas/signin';

/**
 * SECOND-FACTOR: which of the two answers a password or email-code sign-in gave. Apart from the
 * schemas, so /signin's first load reads it without the validation library (decision 0710).
 */
export const needsSecondFactor = (answer: SigninAnswer): answer is SecondFactorChallenge =>
  'factor_ticket' in answer;

/** The tokens of a sign-in known to need no second factor (a test's or a tool's own account). */
export function signedInOnly(answer: SigninAnswer): SigninResult {
  if (needsSecondFactor(answer)) throw new Error('This account asks for a second factor to sign in');
  return answer;
}
