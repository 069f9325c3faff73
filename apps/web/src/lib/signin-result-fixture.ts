import { SigninStep } from '@lancer/api/constants';
import type { SigninResult } from '@lancer/api/schemas/signin';

/** A signed-in result for tests: who, with which role, and an access token of the right form. */
export const signinResultFor = (
  role: number,
  { identity = 'ada', accessToken = 'a.b.c' }: { identity?: string; accessToken?: string } = {},
): SigninResult => ({
  expires_in: 900,
  identity,
  access_token: accessToken,
  refresh_token: `refresh-${identity}`,
  role,
  signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED,
  signin_result: SigninStep.USER_SIGNED_IN,
});
