import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt, tstz, updatedAt } from './columns';

/**
 * The talent-list area (decision 2201): a user's named lists of providers, private to their owner.
 * `updated_at` moves with every rename and every provider saved or removed: lists read last changed first.
 */
export const talentLists = pgTable(
  'talent_lists',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('talent_lists_owner').on(t.ownerId, t.updatedAt)],
);
export type TalentListRow = typeof talentLists.$inferSelect;

/** One row per provider on a list: the primary key keeps each provider on a list once. */
export const talentListProviders = pgTable(
  'talent_list_providers',
  {
    talentListId: text('talent_list_id').notNull(),
    providerId: text('provider_id').notNull(),
    addedAt: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.talentListId, t.providerId] })],
);
