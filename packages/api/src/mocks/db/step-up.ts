import type { Operation } from '../../contract/operation';
import type { Refusal } from '../../rules/refusal';
import { adminSecondFactorRequired, isFreshProof, stepUpRequired } from '../../rules/step-up';
import { callerSessionId } from './devices';
import type { MockDb } from './mock-db';
import { proofClock } from './proof-clock';
import { factorIsOn } from './second-factors';

/** STEP-UP in the mocks (decision 1026), decided by the same rules as the server. */

/** Makes the caller's session's proof fresh (confirm-its-you, a factor code in a call). */
export function markMockVerified(db: MockDb, request: Request) {
  const session = db.sessions.find((candidate) => candidate.id === callerSessionId(request));
  if (session) session.verifiedAt = proofClock(db).toISOString();
}

/**
 * Refuses a `stepUp: 'session'` call on a session whose proof is older than the window. A token
 * naming no stored session (the stories' made-up tokens) is taken as just signed in; a story shows
 * the prompt with the call's scenario instead.
 */
export function staleSessionRefusal(
  db: MockDb,
  operation: Operation,
  request: Request,
  userId: string,
): Refusal | null {
  if (operation.stepUp !== 'session') return null;
  const session = db.sessions.find((candidate) => candidate.id === callerSessionId(request));
  if (!session) return null;
  const verifiedAt = session.verifiedAt ? new Date(session.verifiedAt) : null;
  if (isFreshProof(verifiedAt, proofClock(db))) return null;
  return stepUpRequired(factorIsOn(db, userId) ? 'factor' : 'password');
}

/** ADMIN-SECOND-FACTOR: the console refuses an administrator without a second factor, as the server. */
export const consoleFactorRefusal = (db: MockDb, operation: Operation, userId: string | undefined) =>
  operation.access.subject === 'console' && userId !== undefined && !factorIsOn(db, userId)
    ? adminSecondFactorRequired
    : null;
