import type { UserSummary } from '@lancer/api/schemas/common';
import { inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { users, type UserRow } from '../db/schema';
import type { Services } from '../services';
import { fetchProfile } from './profile-service';

export const toSummary = (
  user: Pick<UserRow, 'id' | 'flid' | 'firstName' | 'lastName' | 'photoUrl'>,
): UserSummary => ({
  user_id: user.id,
  flid: user.flid,
  first_name: user.firstName,
  last_name: user.lastName,
  photo_url: user.photoUrl,
});

/** A deleted user shows as blank. */
export const unknownUser = (id: string): UserSummary => ({
  user_id: id,
  flid: '',
  first_name: '',
  last_name: '',
  photo_url: '',
});

/** Summaries of many users in one query; `get` never fails (a deleted user shows as blank). */
export async function loadSummaries(db: Executor, ids: Iterable<string | null | undefined>) {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const rows = unique.length
    ? await db
        .select({
          id: users.id,
          flid: users.flid,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: users.photoUrl,
        })
        .from(users)
        .where(inArray(users.id, unique))
    : [];
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return { get: (id: string) => byId.get(id) ?? unknownUser(id) };
}

/** One user's summary from the profile cache (invalidated on every profile write): no query on a hit. */
export async function cachedSummary(
  services: Pick<Services, 'db' | 'profiles'>,
  userId: string,
): Promise<UserSummary> {
  const { basic } = (await fetchProfile(services, userId)).account;
  return {
    user_id: basic.user_id,
    flid: basic.FLID.identity,
    first_name: basic.first_name,
    last_name: basic.last_name,
    photo_url: basic.photo.url,
  };
}
