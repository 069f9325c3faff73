import { eq } from 'drizzle-orm';

import type { Database, Executor } from '../db/client';
import { secondFactors, sessionProofs } from '../db/schema';

/**
 * Whether the user has a second factor on: a sign-in then asks for it after the first step
 * (SECOND-FACTOR), the console opens (ADMIN-SECOND-FACTOR), and a step-up asks for a code of it.
 */
export async function hasSecondFactor(db: Database, userId: string) {
  const [row] = await db
    .select({ totpSecret: secondFactors.totpSecret })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .limit(1);
  return Boolean(row?.totpSecret);
}

/**
 * STEP-UP (decision 1026): when the person last proved themselves on a session. Every proof sets
 * it the same way: a sign-in (with its second factor when the account has one), confirm-its-you,
 * a factor code typed in a call that changes the factor, or any other factor (a passkey) that
 * signs in or confirms.
 */
export async function markFactorVerified(
  db: Executor,
  session: { userId: string; sessionId?: string },
  at: Date,
) {
  if (!session.sessionId) return;
  await db
    .insert(sessionProofs)
    .values({ familyId: session.sessionId, userId: session.userId, verifiedAt: at })
    .onConflictDoUpdate({ target: sessionProofs.familyId, set: { verifiedAt: at } });
}

/** When the session's person last proved themselves; null for none (a token without a session). */
export async function factorVerifiedAt(db: Database, session: { userId: string; sessionId?: string }) {
  if (!session.sessionId) return null;
  const [row] = await db
    .select({ verifiedAt: sessionProofs.verifiedAt, userId: sessionProofs.userId })
    .from(sessionProofs)
    .where(eq(sessionProofs.familyId, session.sessionId))
    .limit(1);
  return row && row.userId === session.userId ? row.verifiedAt : null;
}
