import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import { AUTH_CODE_LENGTH } from '@lancer/api/constants';

import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import { AppError } from '../http/errors';
import { newId, numericCode, sha256 } from '../lib/ids';
import type { Mailer } from '../mail/mailer';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_TRIES = 5;

export type CodePurpose = 'signin' | 'verify-email';

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** Mails a fresh 6-digit code (10 minutes, 5 tries); older codes for the same purpose stop working. */
export async function issueEmailCode(
  db: Database,
  mail: Mailer,
  input: { email: string; purpose: CodePurpose; userId?: string },
) {
  const code = numericCode(AUTH_CODE_LENGTH);
  const id = newId();
  await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.purpose, input.purpose),
        isNull(emailCodes.consumedAt),
      ),
    );
  await db.insert(emailCodes).values({
    id,
    email: input.email,
    purpose: input.purpose,
    userId: input.userId ?? null,
    codeHash: codeHash(id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  const subject = input.purpose === 'signin' ? 'Your Lancer sign-in code' : 'Verify your email for Lancer';
  await mail.send({
    to: input.email,
    subject,
    text: `Your code is ${code}. It expires in 10 minutes.`,
  });
}

/** Checks a code; a wrong one uses up a try. Throws 400 INVALID_AUTH_CODE with a clear message. */
export async function consumeEmailCode(
  db: Database,
  input: { email: string; purpose: CodePurpose; code: string },
) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.purpose, input.purpose),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(400, 'INVALID_AUTH_CODE', 'Invalid auth code');
  if (row.expiresAt.getTime() < Date.now()) {
    throw new AppError(400, 'INVALID_AUTH_CODE', 'The code has expired. Request a new code.');
  }
  if (row.attempts >= CODE_MAX_TRIES) {
    throw new AppError(400, 'INVALID_AUTH_CODE', 'Too many wrong codes. Request a new code.');
  }
  if (row.codeHash !== codeHash(row.id, input.code)) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id));
    throw new AppError(400, 'INVALID_AUTH_CODE', 'Invalid auth code');
  }
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError(400, 'INVALID_AUTH_CODE', 'Invalid auth code');
}
