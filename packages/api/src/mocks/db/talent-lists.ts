import type { TalentList, TalentListDetail } from '../../schemas/talent-list';
import { summaryOf } from '../factories/user';
import type { MockDb, StoredTalentList } from './mock-db';
import { notFound } from './mock-http-error';
import { findUser } from './views';

/** A talent list as the contract answers it; `providerId`: whether that provider is on it. */
export const talentListView = (stored: StoredTalentList, providerId?: string): TalentList => ({
  id: stored.id,
  name: stored.name,
  provider_count: stored.providers.length,
  includes_provider: providerId ? stored.providers.some((item) => item.provider_id === providerId) : false,
  created_at: stored.created_at,
  updated_at: stored.updated_at,
});

/** One list with its providers, last saved first. */
export const talentListDetailView = (db: MockDb, stored: StoredTalentList): TalentListDetail => ({
  ...talentListView(stored),
  providers: stored.providers.map((item) => ({
    provider: summaryOf(findUser(db, item.provider_id)),
    added_at: item.added_at,
  })),
});

/** The caller's lists, last changed first. */
export const myTalentLists = (db: MockDb, meId: string) =>
  db.talentLists
    .filter((list) => list.owner_id === meId)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id));

/** One of the caller's lists; another's is as unknown as a missing one (404). */
export function myTalentList(db: MockDb, meId: string, id: string) {
  const list = db.talentLists.find((item) => item.id === id && item.owner_id === meId);
  if (!list) throw notFound('Talent list');
  return list;
}
