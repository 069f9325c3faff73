import { pgTable, text } from 'drizzle-orm/pg-core';

import { tstz } from './columns';

/** The invitation area: a client's invitations to a provider to propose. */

export const invitations = pgTable('invitations', {
  id: text('id').primaryKey(),
  requestId: text('request_id').notNull(),
  clientId: text('client_id').notNull(),
  providerId: text('provider_id').notNull(),
  message: text('message').notNull().default(''),
  status: text('status').$type<'PENDING' | 'PROPOSED' | 'DECLINED'>().notNull(),
  proposalId: text('proposal_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
export type InvitationRow = typeof invitations.$inferSelect;
