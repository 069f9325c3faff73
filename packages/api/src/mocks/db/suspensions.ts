import { activeSuspension, refuseSuspend, suspendedError, type Suspension } from '../../rules/suspension';
import type { UserSummary } from '../../schemas/common';
import type { ConsoleUser } from '../../schemas/console';
import type { UserProfile } from '../../schemas/user';
import { fixtureTime } from '../factories/sequence';
import { summaryOf } from '../factories/user';
import { recordMockOperatorAction } from './disputes';
import { MockHttpError } from './mock-http-error';
import { refusalError } from './rule-refusal';
import { findUser } from './views';
import type { MockDb } from './mock-db';
import { nextTokenGeneration } from './token-generation';

/** The mocks' suspensions (decision 1503): user id -> the suspension decided, read against the real clock. */

export const suspensionOf = (db: MockDb, userId: string): Suspension | null => {
  const stored = db.suspensions[userId];
  return stored ? activeSuspension(stored.until, stored.reason) : null;
};

/** ACCOUNT-SUSPENDED: the error a suspended user's sign-in, refresh and calls get, as the server's. */
export function suspendedMockError(suspension: Suspension) {
  const { status, code, message, fields } = suspendedError(suspension);
  return new MockHttpError(status, code, message, fields);
}

/** A user as the console shows them; the mocks keep no sign-up time: the fixtures' first day stands in. */
export function consoleUserView(db: MockDb, user: UserProfile): ConsoleUser {
  const userId = user.account.basic.user_id;
  const suspension = suspensionOf(db, userId);
  return {
    user: summaryOf(user),
    email: user.account.basic.email.address,
    role: user.role,
    created_at: fixtureTime(),
    suspended_until: suspension?.until ?? null,
    suspension_reason: suspension?.reason ?? '',
  };
}

/** ACCOUNT-SUSPENDED: the suspension, the end of the user's sessions and the audit line at once (SUSPEND-RULES first). */
export function suspendInMocks(
  db: MockDb,
  input: {
    operator: UserSummary;
    operatorId: string;
    user_id: string;
    reason: string;
    until: string;
    details?: Record<string, string>;
  },
): ConsoleUser {
  const user = findUser(db, input.user_id);
  const refusal = refuseSuspend({ operatorId: input.operatorId, userId: input.user_id, until: input.until });
  if (refusal) throw refusalError(refusal);
  const until = new Date(input.until).toISOString();
  db.suspensions[input.user_id] = { until, reason: input.reason };
  for (const session of db.sessions) if (session.userId === input.user_id) session.signedOut = true;
  db.tokensRevokedBefore[input.user_id] = nextTokenGeneration();
  recordMockOperatorAction(db, {
    operator: input.operator,
    action: 'user_suspended',
    subject_type: 'user',
    subject_id: input.user_id,
    details: { until, ...input.details },
    reason: input.reason,
  });
  return consoleUserView(db, user);
}
