import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every area's schema uses. */

export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const cents = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
