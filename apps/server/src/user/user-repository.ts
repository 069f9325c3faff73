import { eq, sql } from 'drizzle-orm';

import { Role } from '@lancer/api/constants';
import type { ErrorCode } from '@lancer/api/errors';

import type { Executor } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { accountGone } from '../http/errors';
import { newId } from '../lib/ids';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The signed-in user's row; 401 when the account was deleted since the token was issued. */
export async function requireUser(db: Executor, id: string, code?: ErrorCode): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw accountGone(code);
  return row;
}

export async function isFlidTaken(db: Executor, flid: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.flid}) = ${flid.toLowerCase()}`)
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

/** A free FLID suggested from the email's local part (the user reviews it at sign-up). */
export async function suggestFlid(db: Executor, email: string) {
  const base = (email.split('@')[0] ?? 'user')
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/^[-_]+/, '');
  const stem = (base.length >= 3 ? base : `${base}user`).slice(0, 24);
  if (!(await isFlidTaken(db, stem))) return stem;
  for (;;) {
    const candidate = `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await isFlidTaken(db, candidate))) return candidate;
  }
}

export async function createUser(
  db: Executor,
  input: {
    email: string;
    passwordHash?: string | null;
    flid?: string;
    flidReviewed?: boolean;
  } & Partial<UserRow>,
) {
  const email = normalizeEmail(input.email);
  const [row] = await db
    .insert(users)
    .values({
      ...input,
      id: input.id ?? newId(),
      email,
      flid: input.flid ?? (await suggestFlid(db, email)),
      role: input.role ?? Role.PERSONAL,
    })
    .returning();
  return row!;
}
