import { checkRequestVisible, viewerById } from '@lancer/api/rules/request-access';
import { and, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { proposals } from '../db/proposal-schema';
import type { RequestRow } from '../db/request-schema';
import { users } from '../db/schema';
import { refuse } from '../http/errors';
import { isInvited } from '../invitation/invitation-lookup';

/**
 * REQUEST-VISIBLE (rules/request-access.ts checkRequestVisible) for every call that reads a job
 * post. The caller's role, proposal and invitation are looked up only when the rule needs them
 * (a public post or the caller's own passes without a query).
 */
export async function assertCanSeeRequest(db: Executor, row: RequestRow, userId: string) {
  const facts = { ...row, hidden: row.hiddenAt !== null };
  if (!checkRequestVisible(facts, viewerById(userId))) return;
  const [[viewer], [mine], invited] = await Promise.all([
    db.select({ role: users.role }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.requestId, row.id), eq(proposals.providerId, userId))),
    isInvited(db, row.id, userId),
  ]);
  refuse(
    checkRequestVisible(facts, { id: userId, role: viewer?.role ?? null, proposed: Boolean(mine), invited }),
  );
}
