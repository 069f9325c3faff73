import type { Refusal } from './refusal';
import type { FactorRefusal } from './second-factor';

/**
 * STEP-UP (decision 1026): the calls that change how an account is reached or paid need the person
 * to have proved themselves on this session within the last 10 minutes: a second factor (or, for
 * an account without one, the password), at sign-in or through confirm-its-you. The server and the
 * mocks both decide here.
 */
export const STEP_UP_WINDOW_SECONDS = 10 * 60;

/**
 * How an operation asks for it: `session`, the session's last proof must be fresh (checked before
 * the call runs); `code-in-call`, the call carries a code of the factor itself, checked by the call.
 */
export type StepUp = 'session' | 'code-in-call';

/** Whether a proof at `verifiedAt` still counts at `now`. */
export const isFreshProof = (verifiedAt: Date | null | undefined, now: Date) =>
  verifiedAt != null && now.getTime() - verifiedAt.getTime() <= STEP_UP_WINDOW_SECONDS * 1000;

/** What confirms it is them: a code of their factor, or their password when they have no factor. */
export type ConfirmWith = 'factor' | 'password';

/** The 403 of a step-up call on a session whose last proof is older than the window. */
export const stepUpRequired = (confirmWith: ConfirmWith): Refusal => ({
  status: 403,
  code: 'STEP_UP_REQUIRED',
  message:
    confirmWith === 'factor'
      ? "Confirm it's you: enter a code from your authenticator app or a recovery code, then try again."
      : "Confirm it's you: enter your password, then try again.",
});

/** What confirm-its-you answers: until when the session's proof counts, and what proved it. */
export const stepUpAnswer = (hasFactor: boolean, now: Date) => ({
  confirmed_until: new Date(now.getTime() + STEP_UP_WINDOW_SECONDS * 1000).toISOString(),
  confirmed_with: (hasFactor ? 'factor' : 'password') as ConfirmWith,
});

/** Confirming with a password on an account that has a factor, or the other way round. */
export const wrongConfirmation = (confirmWith: ConfirmWith): FactorRefusal => ({
  status: 400,
  code: 'VALIDATION_FAILED',
  message:
    confirmWith === 'factor'
      ? 'Enter a code from your authenticator app or a recovery code.'
      : 'Enter your password.',
  fields: confirmWith === 'factor' ? { code: 'Enter a code' } : { password: 'Please type in your password' },
});

/** A wrong password at confirm-its-you: the message and the tries left, as a wrong factor code says them. */
export function wrongPassword(triesLeft: number | null): FactorRefusal {
  const left = triesLeft === null ? '' : triesLeft === 1 ? ' 1 try left.' : ` ${triesLeft} tries left.`;
  const message = `Wrong password.${left}`;
  return {
    status: 400,
    code: 'PASSWORD_MISMATCH',
    message,
    fields: { password: message, ...(triesLeft === null ? {} : { tries_left: String(triesLeft) }) },
  };
}

/** An account with neither a factor nor a password (signed up by mailed code only): a new sign-in confirms it. */
export const signInAgainToConfirm: FactorRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: "This account has no password or second factor: sign out and sign in again to confirm it's you.",
  fields: {},
};

/**
 * ADMIN-SECOND-FACTOR (decision 1026): the console opens only for an administrator whose account
 * has a second factor on.
 */
export const adminSecondFactorRequired: Refusal = {
  status: 403,
  code: 'SECOND_FACTOR_REQUIRED',
  message: 'Set up two-step verification in your login settings before you open the console.',
};
