import { SigninStep, type SigninStepValue } from '../../constants';
import type { SigninResult } from '../../schemas/signin';
import type { UserProfile } from '../../schemas/user';
import { mockAccessToken } from '../factories/signin';
import type { MockDb } from './store';

let generation = 0;

/** Issues a token pair like the server: a JWT-shaped access token naming the user, a rotating refresh token. */
export function signinFor(
  db: MockDb,
  user: UserProfile,
  signinResult: SigninStepValue = SigninStep.USER_SIGNED_IN,
): SigninResult {
  generation += 1;
  const userId = user.account.basic.user_id;
  const refresh = `mock-refresh.${userId}.${generation}`;
  db.refreshTokens[refresh] = userId;
  return {
    expires_in: 900,
    identity: user.account.basic.email.address,
    access_token: mockAccessToken(userId, generation),
    refresh_token: refresh,
    role: user.role,
    signin_type: SigninStep.USER_SIGNED_IN,
    signin_result: signinResult,
  };
}

export const findUserByEmail = (db: MockDb, email: string) =>
  db.users.find((user) => user.account.basic.email.address.toLowerCase() === email.toLowerCase());
