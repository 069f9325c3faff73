import type { CreateAccessTokenBody, PersonalAccessToken } from '../../contract/user';
import { TOKEN_PREFIX, tokenHint } from '../../rules/access-token-scopes';
import { summaryOf } from '../factories/user';
import { recordMockOperatorAction } from './disputes';
import type { MockDb } from './mock-db';
import { newId, tick } from './store';
import { findOrThrow, findUser } from './views';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's tokens not revoked, the newest first (like the server's list). */
export const liveAccessTokens = (db: MockDb, userId: string): PersonalAccessToken[] =>
  db.accessTokens
    .filter((entry) => entry.userId === userId && !entry.revoked)
    .map((entry) => entry.token)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

function auditLine(
  db: MockDb,
  userId: string,
  action: 'access_token_created' | 'access_token_revoked',
  token: PersonalAccessToken,
) {
  recordMockOperatorAction(db, {
    operator: summaryOf(findUser(db, userId)),
    action,
    subject_type: 'access_token',
    subject_id: token.id,
    details: { name: token.name, scopes: token.scopes.join(' ') },
    reason: '',
  });
}

export function createMockAccessToken(db: MockDb, userId: string, body: CreateAccessTokenBody) {
  const created = tick(db);
  const id = newId('access-token');
  // Deterministic, like every mock id (pictures stay the same); 32 characters and more after lat_.
  const secret = `${TOKEN_PREFIX}mock${id.replace(/[^a-z0-9]/gi, '')}`.padEnd(TOKEN_PREFIX.length + 40, '0');
  const token: PersonalAccessToken = {
    id,
    name: body.name,
    hint: tokenHint(secret),
    scopes: body.scopes,
    created_at: created,
    last_used_at: null,
    expires_at:
      body.expires_in_days === null
        ? null
        : new Date(Date.parse(created) + body.expires_in_days * DAY_MS).toISOString(),
  };
  db.accessTokens.push({ token, userId, secret, revoked: false });
  auditLine(db, userId, 'access_token_created', token);
  return { token, secret };
}

/** Another user's token, or one already revoked, is not found (as on the server). */
export function revokeMockAccessToken(db: MockDb, userId: string, id: string) {
  const live = db.accessTokens.filter((entry) => entry.userId === userId && !entry.revoked);
  const entry = findOrThrow(
    live.map((one) => ({ ...one, id: one.token.id })),
    id,
    'Personal access token',
  );
  const stored = db.accessTokens.find((one) => one.token.id === entry.id)!;
  stored.revoked = true;
  auditLine(db, userId, 'access_token_revoked', stored.token);
}
