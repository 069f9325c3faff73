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
