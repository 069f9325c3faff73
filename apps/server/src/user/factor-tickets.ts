import { SigninStep, type SigninStepValue } from '@lancer/api/constants';
import { FACTOR_TICKET_TTL_SECONDS, factorTicketExpired } from '@lancer/api/rules/second-factor';
import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Database } from '../db/client';
import { factorTickets } from '../db/schema';
import { AppError } from '../http/errors';
import { randomToken, sha256 } from '../lib/ids';

/**
 * A sign-in half done (SECOND-FACTOR): the password or email code was right, the second factor is
 * still to come. The ticket is random, kept only as its hash, good for 10 minutes and once.
 */
export async function issueFactorTicket(
  db: Database,
  input: { userId: string; signinType: SigninStepValue; userAgent: string },
) {
  const ticket = randomToken();
  await db.insert(factorTickets).values({
    tokenHash: sha256(ticket),
    userId: input.userId,
    signinType: input.signinType,
    userAgent: input.userAgent,
    expiresAt: new Date(Date.now() + FACTOR_TICKET_TTL_SECONDS * 1000),
  });
  return {
    signin_type: input.signinType,
    signin_result: SigninStep.SECOND_FACTOR_REQUIRED,
    factor_ticket: ticket,
  };
}

/** The live ticket's row, or 400 "this sign-in has expired" for an unknown, used or old one. */
export async function liveFactorTicket(db: Database, ticket: string) {
  const [row] = await db
    .select()
    .from(factorTickets)
    .where(
      and(
        eq(factorTickets.tokenHash, sha256(ticket)),
        isNull(factorTickets.usedAt),
        gt(factorTickets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw factorTicketExpiredError();
  return row;
}

/** Spends the ticket once (two calls racing with right codes: one signs in). */
export async function spendFactorTicket(db: Database, tokenHash: string) {
  const spent = await db
    .update(factorTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(factorTickets.tokenHash, tokenHash), isNull(factorTickets.usedAt)))
    .returning({ tokenHash: factorTickets.tokenHash });
  if (spent.length === 0) throw factorTicketExpiredError();
}

export const factorTicketExpiredError = () =>
  new AppError(
    factorTicketExpired.status,
    factorTicketExpired.code,
    factorTicketExpired.message,
    factorTicketExpired.fields,
  );
