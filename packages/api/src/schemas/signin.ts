import { z } from 'zod';

import { AUTH_CODE_LENGTH, SigninStep } from '../constants';

export const signinStepSchema = z.union(Object.values(SigninStep).map((value) => z.literal(value)));

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Please type in your email')
  .email('Please type in your email');
export const authCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), 'invalid code');

/** Sign-in result (SIGNIN-EFFECTS). Tokens are present once the user is signed in. */
export const signinResultSchema = z.object({
  expires_in: z.number().int().positive(),
  identity: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  role: z.number().int().nonnegative(),
  signin_type: signinStepSchema,
  signin_result: signinStepSchema,
});
export type SigninResult = z.infer<typeof signinResultSchema>;

/**
 * SECOND-FACTOR: the password or email code was right for an account with a second factor. No
 * tokens yet: the ticket names this half-done sign-in for `signin-with-second-factor` (10 minutes).
 */
export const secondFactorChallengeSchema = z.object({
  signin_type: signinStepSchema,
  signin_result: z.literal(SigninStep.SECOND_FACTOR_REQUIRED),
  factor_ticket: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What a password or email-code sign-in answers: signed in, or a second factor still to give. */
export const signinAnswerSchema = z.union([signinResultSchema, secondFactorChallengeSchema]);
export type SigninAnswer = z.infer<typeof signinAnswerSchema>;

/** An authenticator app's 6 digits, or a recovery code (`k7m2p-x9qrt`, any case or spacing). */
export const factorCodeSchema = z
  .string()
  .trim()
  .min(1, 'Please type in the code from your authenticator app')
  .max(40, 'Please type in the code from your authenticator app');
