import { activeSuspension, refuseReinstate, refuseSuspend } from '@lancer/api/rules/suspension';
import type { ConsoleUser, SuspendUserBody } from '@lancer/api/schemas/console';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { refreshTokens, users, type UserRow } from '../db/schema';
import { AppError, notFound, refuse } from '../http/errors';
import { likePattern } from '../lib/like-pattern';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { changeProfile } from '../user/profile-writes';
import { toSummary } from '../user/user-summaries';
import { recordOperatorAction } from '../audit/audit-log';

/** The console's users (decision 1503): search, one user, suspend and reinstate. */

const toConsoleUser = (row: UserRow): ConsoleUser => {
  const suspension = activeSuspension(row.suspendedUntil, row.suspensionReason);
  return {
    user: toSummary(row),
    email: row.email,
    role: row.role,
    created_at: iso(row.createdAt),
    suspended_until: suspension?.until ?? null,
    suspension_reason: suspension?.reason ?? '',
  };
};

export async function searchConsoleUsers(services: Services, query: PageQuery & { q: string }) {
  const pattern = likePattern(query.q);
  const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const where = query.q
    ? or(ilike(users.email, pattern), ilike(users.flid, pattern), sql`${name} ilike ${pattern}`)
    : undefined;
  const { rows, total } = await readPage(
    services.db,
    users,
    where,
    [desc(users.createdAt), desc(users.id)],
    query,
  );
  return paged(rows.map(toConsoleUser), total, query);
}

async function loadUser(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return row;
}

export async function fetchConsoleUser(services: Services, userId: string) {
  return toConsoleUser(await loadUser(services.db, userId));
}

/**
 * ACCOUNT-SUSPENDED: the suspension, the end of every session (refresh tokens revoked) and the
 * audit line in one transaction; after the commit the user's access tokens and sockets end too.
 */
export async function suspendUser(
  services: Services,
  operatorId: string,
  body: SuspendUserBody,
  around: {
    /** More of the audit line's details (the report acted on). */
    details?: Record<string, string>;
    /** More writes of the same transaction (closing the report acted on, decision 1504). */
    within?: (tx: Executor) => Promise<void>;
  } = {},
) {
  const revokedAt = new Date();
  const row = await changeProfile(
    services,
    body.user_id,
    async ({ db: tx, setUser }) => {
      await loadUser(tx, body.user_id);
      const refusal = refuseSuspend({ operatorId, userId: body.user_id, until: body.until });
      if (refusal)
        throw new AppError(
          refusal.status,
          refusal.code,
          refusal.message,
          refusal.field ? { [refusal.field]: refusal.message } : undefined,
        );
      const until = new Date(body.until);
      const suspended = await setUser({
        suspendedUntil: until,
        suspensionReason: body.reason.trim(),
        sessionsRevokedAt: revokedAt,
      });
      await tx
        .update(refreshTokens)
        .set({ revokedAt })
        .where(and(eq(refreshTokens.userId, body.user_id), isNull(refreshTokens.revokedAt)));
      await recordOperatorAction(tx, {
        operatorId,
        action: 'user_suspended',
        subjectType: 'user',
        subjectId: body.user_id,
        details: { until: until.toISOString(), ...around.details },
        reason: body.reason.trim(),
      });
      await around.within?.(tx);
      return suspended!;
    },
    { transaction: true },
  );
  const answer = toConsoleUser(row);
  await services.sessionEnds.end(
    row.id,
    { until: answer.suspended_until!, reason: answer.suspension_reason },
    revokedAt,
  );
  return answer;
}

/** Lifts a suspension in force, with the audit line in the same transaction. */
export async function reinstateUser(
  services: Services,
  operatorId: string,
  body: { user_id: string; reason: string },
) {
  const row = await changeProfile(
    services,
    body.user_id,
    async ({ db: tx, setUser }) => {
      const current = await loadUser(tx, body.user_id);
      refuse(refuseReinstate(activeSuspension(current.suspendedUntil, current.suspensionReason)));
      const reinstated = await setUser({ suspendedUntil: null, suspensionReason: '' });
      await recordOperatorAction(tx, {
        operatorId,
        action: 'user_reinstated',
        subjectType: 'user',
        subjectId: body.user_id,
        details: {},
        reason: body.reason.trim(),
      });
      return reinstated!;
    },
    { transaction: true },
  );
  await services.sessionEnds.lift(row.id);
  return toConsoleUser(row);
}
