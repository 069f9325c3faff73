import { SigninStep, type SigninStepValue } from '../../constants';
import type { SigninResult } from '../../schemas/signin';
import type { UserProfile } from '../../schemas/user';
import { mockAccessToken } from '../factories/signin';
import { fixtureTime } from '../factories/sequence';
import { noticeMockSignin } from './known-devices';
import type { MockDb } from './mock-db';
import { proofClock } from './proof-clock';
import { suspendedMockError, suspensionOf } from './suspensions';
import { nextGeneration } from './token-generation';

/**
 * A new sign-in starts a session from a user agent (and the device id the request named, decision
 * 1027); a refresh goes on in the session it names.
 */
export type MockSessionOrigin = { sessionId?: string; userAgent?: string; deviceId?: string | null };

/** Issues a token pair like the server: a JWT-shaped access token naming the user and session, a rotating refresh token. */
export function signinFor(
  db: MockDb,
  user: UserProfile,
  signinResult: SigninStepValue = SigninStep.USER_SIGNED_IN,
  origin: MockSessionOrigin = {},
): SigninResult {
  const userId = user.account.basic.user_id;
  // ACCOUNT-SUSPENDED: no session for a user suspended now.
  const suspension = suspensionOf(db, userId);
  if (suspension) throw suspendedMockError(suspension);
  const generation = nextGeneration();
  // The clock is read, not moved on: signing in leaves the times of a story's data as they were.
  const now = fixtureTime(db.clock);
  let session = db.sessions.find((candidate) => candidate.id === origin.sessionId);
  if (session) session.lastUsedAt = now;
  else {
    session = {
      id: `mock-session.${userId}.${generation}`,
      userId,
      userAgent: origin.userAgent ?? '',
      signedInAt: now,
      lastUsedAt: now,
      signedOut: false,
      // STEP-UP: a sign-in is a proof of the person, timed like the server's by the test clock.
      verifiedAt: proofClock(db).toISOString(),
    };
    db.sessions.push(session);
    noticeMockSignin(db, {
      userId,
      sessionId: session.id,
      userAgent: session.userAgent,
      deviceId: origin.deviceId ?? null,
    });
  }
  const refresh = `mock-refresh.${userId}.${generation}`;
  db.refreshTokens[refresh] = { userId, sessionId: session.id };
  return {
    expires_in: 900,
    identity: user.account.basic.email.address,
    access_token: mockAccessToken(userId, generation, session.id),
    refresh_token: refresh,
    role: user.role,
    signin_type: SigninStep.USER_SIGNED_IN,
    signin_result: signinResult,
  };
}

export const findUserByEmail = (db: MockDb, email: string) =>
  db.users.find((user) => user.account.basic.email.address.toLowerCase() === email.toLowerCase());
