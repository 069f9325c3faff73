import {
  acceptedTotpStep,
  factorAlreadyOn,
  factorNotOn,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  noPendingSetup,
  normalizeRecoveryCode,
  totpUri,
  wrongFactorCode,
  type FactorRefusal,
} from '@lancer/api/rules/second-factor';
import { and, count, eq, isNull } from 'drizzle-orm';

import type { Database } from '../db/client';
import { recoveryCodes, secondFactors } from '../db/schema';
import { AppError } from '../http/errors';
import { sha256 } from '../lib/ids';
import type { Services } from '../services';
import { hasSecondFactor, markFactorVerified } from '../http/session-proofs';
import { requireUser } from './user-repository';

/** SECOND-FACTOR (decision 1024): the authenticator key, its confirmation, and the recovery codes. */

const refuse = ({ status, code, message, fields }: FactorRefusal): never => {
  throw new AppError(status, code, message, Object.keys(fields).length ? fields : undefined);
};

/** Only the SHA-256 of a recovery code is kept; 50 random bits need no slow hash. */
const recoveryCodeHash = (userId: string, code: string) => sha256(`${userId}:${normalizeRecoveryCode(code)}`);

async function factorRow(db: Database, userId: string, forUpdate = false) {
  const query = db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

async function recoveryCodesLeft(db: Database, userId: string) {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** New recovery codes replace every old one; the codes themselves leave only in this answer. */
async function replaceRecoveryCodes(db: Database, userId: string) {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(userId, code) })));
  return codes;
}

export async function fetchSecondFactor(services: Services, userId: string) {
  const row = await factorRow(services.db, userId);
  const on = Boolean(row?.totpSecret);
  return {
    totp_on: on,
    turned_on_at: on ? (row!.turnedOnAt?.toISOString() ?? null) : null,
    recovery_codes_left: on ? await recoveryCodesLeft(services.db, userId) : 0,
  };
}

export async function startTotpSetup(services: Services, userId: string) {
  const user = await requireUser(services.db, userId);
  if (await hasSecondFactor(services.db, userId)) refuse(factorAlreadyOn);
  const secret = newTotpSecret();
  await services.db
    .insert(secondFactors)
    .values({ userId, pendingSecret: secret })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { pendingSecret: secret } });
  return { secret, otpauth_uri: totpUri(secret, user.email) };
}

/** Turns the factor on with a code of the pending key; ten recovery codes come back, shown once. */
export async function confirmTotpSetup(
  services: Services,
  userId: string,
  code: string,
  triesLeft: number | null,
) {
  return services.db.transaction(async (tx) => {
    const row = await factorRow(tx, userId, true);
    if (!row?.pendingSecret || row.totpSecret) return refuse(noPendingSetup);
    const step = isTotpCode(code) ? acceptedTotpStep(row.pendingSecret, code, null) : null;
    if (step === null) return refuse(wrongFactorCode(triesLeft));
    await tx
      .update(secondFactors)
      .set({ totpSecret: row.pendingSecret, pendingSecret: null, turnedOnAt: new Date(), lastUsedStep: step })
      .where(eq(secondFactors.userId, userId));
    return { recovery_codes: await replaceRecoveryCodes(tx, userId) };
  });
}

/**
 * Takes a code of the user's factor: an authenticator code not used before, or an unused recovery
 * code (then spent). Refuses a wrong one with the tries left. Says how many recovery codes remain
 * when one was used.
 */
export async function takeFactorCode(
  db: Database,
  userId: string,
  code: string,
  triesLeft: number | null,
): Promise<{ recoveryCodesLeft?: number }> {
  const row = await factorRow(db, userId, true);
  if (!row?.totpSecret) return refuse(factorNotOn);
  if (isTotpCode(code)) {
    const step = acceptedTotpStep(row.totpSecret, code, row.lastUsedStep);
    if (step === null) return refuse(wrongFactorCode(triesLeft));
    await db.update(secondFactors).set({ lastUsedStep: step }).where(eq(secondFactors.userId, userId));
    return {};
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  if (spent.length === 0) return refuse(wrongFactorCode(triesLeft));
  return { recoveryCodesLeft: await recoveryCodesLeft(db, userId) };
}

/**
 * A change of the factor itself: a code of it taken, then the change, in one transaction. The code
 * is the call's own proof of the person (STEP-UP `code-in-call`): the session's proof is fresh after it.
 */
type FactorChange = { userId: string; sessionId?: string; code: string; triesLeft: number | null };
const afterFactorCode = <T>(services: Services, change: FactorChange, then: (tx: Database) => Promise<T>) =>
  services.db.transaction(async (tx) => {
    await takeFactorCode(tx, change.userId, change.code, change.triesLeft);
    await markFactorVerified(tx, change, services.clock.now());
    return then(tx);
  });

export const regenerateRecoveryCodes = (services: Services, change: FactorChange) =>
  afterFactorCode(services, change, async (tx) => ({
    recovery_codes: await replaceRecoveryCodes(tx, change.userId),
  }));

export const turnOffTotp = (services: Services, change: FactorChange) =>
  afterFactorCode(services, change, async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, change.userId));
    await tx.delete(secondFactors).where(eq(secondFactors.userId, change.userId));
    return { ok: true as const };
  });
