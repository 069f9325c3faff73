import { eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { moneyCollectingMethods, users, type UserRow } from '../db/schema';
import type { Services } from '../services';

type UserColumns = Partial<Omit<UserRow, 'id' | 'createdAt'>>;
type MethodColumns = { setup?: boolean; verified?: boolean; externalAccountId?: string | null };

/** What a profile write may do; it exists only inside `changeProfile`. */
export type ProfileWriter = {
  /** The database (or the transaction) the write runs on, for rows that are not the profile's. */
  db: Executor;
  /** Sets columns of the user's row; the row after the change, or undefined when there is none. */
  setUser(columns: UserColumns): Promise<UserRow | undefined>;
  /** Inserts the user's money-collecting method of `type`, or sets `onConflict` on the existing one. */
  upsertMethod(type: number, values: MethodColumns, onConflict: MethodColumns): Promise<void>;
};

const writerFor = (db: Executor, userId: string): ProfileWriter => ({
  db,
  async setUser(columns) {
    const [row] = await db.update(users).set(columns).where(eq(users.id, userId)).returning();
    return row;
  },
  async upsertMethod(type, values, onConflict) {
    await db
      .insert(moneyCollectingMethods)
      .values({ userId, type, ...values })
      .onConflictDoUpdate({
        target: [moneyCollectingMethods.userId, moneyCollectingMethods.type],
        set: onConflict,
      });
  },
});

/**
 * The only way to change what fetch-profile shows (the users row, the money-collecting methods):
 * runs the write (in a transaction when asked), then drops the user's cached profile here and on
 * the other instances, also when the write failed half-way. A test checks that no other module
 * writes those tables.
 */
export async function changeProfile<T>(
  services: Pick<Services, 'db' | 'profiles'>,
  userId: string,
  write: (writer: ProfileWriter) => Promise<T>,
  options: { transaction?: boolean } = {},
): Promise<T> {
  try {
    return options.transaction
      ? await services.db.transaction((tx) => write(writerFor(tx, userId)))
      : await write(writerFor(services.db, userId));
  } finally {
    await services.profiles.invalidate(userId);
  }
}
