import type { SignedInDevice } from '../../contract/user';
import { describeUserAgent } from '../../rules/user-agent';
import { sessionIdFromMockToken } from '../factories/signin';
import type { MockDb, MockSession } from './mock-db';

/** The session of the caller's bearer token, as the server reads the token's `sid`. */
export const callerSessionId = (request: Request) =>
  sessionIdFromMockToken((request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));

/** The user's sessions still signed in, the most recently used first (like the server's list). */
export const signedInSessions = (db: MockDb, userId: string): MockSession[] =>
  db.sessions
    .filter((session) => session.userId === userId && !session.signedOut)
    .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));

export const deviceOf = (session: MockSession, currentId: string | null): SignedInDevice => ({
  id: session.id,
  ...describeUserAgent(session.userAgent),
  signed_in_at: session.signedInAt,
  last_used_at: session.lastUsedAt,
  current: session.id === currentId,
});
