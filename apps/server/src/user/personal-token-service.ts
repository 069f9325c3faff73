import type { CreateAccessTokenBody, PersonalAccessToken } from '@lancer/api/contract/user';
import type { Operation } from '@lancer/api/contract/operation';
import {
  missingScope,
  scopeNeeded,
  scopesAllow,
  sessionOnlyCall,
  TOKEN_PREFIX,
  tokenHint,
  type TokenScope,
} from '@lancer/api/rules/access-token-scopes';
import { and, desc, eq, isNull } from 'drizzle-orm';

import { recordOperatorAction } from '../console/audit-log';
import { personalAccessTokens, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { newId, randomToken, sha256 } from '../lib/ids';
import type { Services } from '../services';
import type { AuthUser } from './access-token';

type Row = typeof personalAccessTokens.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Last used" is written at most this often per token: not one write per call. */
const LAST_USED_EVERY_MS = 60_000;

const view = (row: Row): PersonalAccessToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes as TokenScope[],
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
});

/** PERSONAL-ACCESS-TOKENS (decision 1807): the user's tokens not revoked, the newest first. */
export async function fetchAccessTokens(services: Services, user: AuthUser) {
  const rows = await services.db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, user.id), isNull(personalAccessTokens.revokedAt)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
  return { tokens: rows.map(view) };
}

/** Makes a token: its SHA-256 stored, its secret answered once; the audit line in the same transaction. */
export async function createAccessToken(services: Services, user: AuthUser, body: CreateAccessTokenBody) {
  const secret = `${TOKEN_PREFIX}${randomToken(32)}`;
  const now = new Date();
  const row = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(personalAccessTokens)
      .values({
        id: newId(),
        userId: user.id,
        name: body.name,
        tokenHash: sha256(secret),
        hint: tokenHint(secret),
        scopes: body.scopes,
        createdAt: now,
        expiresAt:
          body.expires_in_days === null ? null : new Date(now.getTime() + body.expires_in_days * DAY_MS),
      })
      .returning();
    await recordOperatorAction(tx, {
      operatorId: user.id,
      action: 'access_token_created',
      subjectType: 'access_token',
      subjectId: inserted!.id,
      details: { name: body.name, scopes: body.scopes.join(' ') },
      reason: '',
    });
    return inserted!;
  });
  return { token: view(row), secret };
}

/** Revokes one of the user's tokens (another's never reaches here: ACCESS-MATRIX); one already revoked is not found. */
export async function revokeAccessToken(services: Services, user: AuthUser, id: string) {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(personalAccessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(personalAccessTokens.id, id),
          eq(personalAccessTokens.userId, user.id),
          isNull(personalAccessTokens.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound('Personal access token');
    await recordOperatorAction(tx, {
      operatorId: user.id,
      action: 'access_token_revoked',
      subjectType: 'access_token',
      subjectId: row.id,
      details: { name: row.name, scopes: row.scopes.join(' ') },
      reason: '',
    });
  });
  return { ok: true as const };
}

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
