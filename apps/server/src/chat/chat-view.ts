import type { ChatFile, ChatMessage } from '@lancer/api/schemas/chat';

import type { MessageRow } from '../db/chat-schema';
import { iso } from '../lib/time';
import type { loadSummaries } from '../user/user-summaries';

type People = Pick<Awaited<ReturnType<typeof loadSummaries>>, 'get'>;

/** A message as the contract shows it; its files from `attached` (loadMessageFiles), none once deleted. */
export const toChatMessage = (
  row: MessageRow,
  people: People,
  attached?: ReadonlyMap<string, readonly ChatFile[]>,
): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  client_id: row.clientId,
  sender: people.get(row.senderId),
  body: row.deletedAt ? '' : row.body,
  created_at: iso(row.createdAt),
  edited_at: row.editedAt ? iso(row.editedAt) : null,
  deleted_at: row.deletedAt ? iso(row.deletedAt) : null,
  files: row.deletedAt ? [] : [...(attached?.get(row.id) ?? [])],
});
