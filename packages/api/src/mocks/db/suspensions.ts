import { activeSuspension, suspendedError, type Suspension } from '../../rules/suspension';
import type { ConsoleUser } from '../../schemas/console';
import type { UserProfile } from '../../schemas/user';
import { fixtureTime } from '../factories/sequence';
import { summaryOf } from '../factories/user';
import { MockHttpError } from './mock-http-error';
import type { MockDb } from './mock-db';

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
