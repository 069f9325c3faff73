import type { Operation } from '@lancer/api/contract/operation';
import {
  missingScope,
  scopeNeeded,
  scopesAllow,
  sessionOnlyCall,
} from '@lancer/api/rules/access-token-scopes';
import { eq } from 'drizzle-orm';

import { personalAccessTokens, users } from '../db/schema';
import { sha256 } from '../lib/ids';
import type { Services } from '../services';
import type { AuthUser } from '../user/access-token';
import { AppError } from './errors';

/**
 * A request's personal access token (PERSONAL-ACCESS-TOKENS, decision 1807), checked where a
 * session's token is: who calls, and whether the call is within the token's scopes. Making, listing
 * and revoking tokens is the user area's (user/personal-token-service.ts).
 */

/** "Last used" is written at most this often per token: not one write per call. */
const LAST_USED_EVERY_MS = 60_000;

const refused = (why: string) =>
  new AppError(
    401,
    'TOKEN_SIGNATURE_INVALID',
    `This personal access token ${why}; make a new one in the login settings`,
  );

/**
 * The caller of a `Bearer lat_…` header: the token's user, with its scopes. Unknown, revoked or
 * expired: 401 TOKEN_SIGNATURE_INVALID. A suspension revokes it for good, as it does a session
 * (SESSION-REVOKED: made before the user's `sessions_revoked_at`).
 */
export async function verifyPersonalToken(services: Services, secret: string): Promise<AuthUser> {
  const [found] = await services.db
    .select({ token: personalAccessTokens, role: users.role, sessionsRevokedAt: users.sessionsRevokedAt })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.tokenHash, sha256(secret)))
    .limit(1);
  if (!found || found.token.revokedAt) throw refused('is not valid (unknown or revoked)');
  const { token } = found;
  const now = Date.now();
  if (token.expiresAt && token.expiresAt.getTime() <= now) throw refused('has expired');
  // While the suspension lasts the caller answers 403 ACCOUNT_SUSPENDED (authenticate); after it, 401.
  const suspended = services.sessionEnds.refusing(token.userId) !== null;
  if (!suspended && found.sessionsRevokedAt && token.createdAt < found.sessionsRevokedAt)
    throw refused('was ended with the sessions of its account');
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() > LAST_USED_EVERY_MS)
    await services.db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(personalAccessTokens.id, token.id));
  return {
    id: token.userId,
    role: found.role,
    issuedAt: token.createdAt.getTime(),
    personalToken: { id: token.id, scopes: token.scopes },
  };
}

/** The one access check's part for tokens: a session-only call, or a scope the token lacks, is 403. */
export function refusePersonalToken(operation: Operation, user: AuthUser | null) {
  if (!user?.personalToken) return null;
  if (operation.sessionOnly) return sessionOnlyCall;
  const needed = scopeNeeded(operation);
  return scopesAllow(user.personalToken.scopes, needed) ? null : missingScope(needed);
}
