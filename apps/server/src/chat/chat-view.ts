import type { ChatMessage } from '@lancer/api/schemas/chat';

import type { MessageRow } from '../db/chat-schema';
import { iso } from '../lib/time';
import type { loadSummaries } from '../user/user-summaries';

type People = Pick<Awaited<ReturnType<typeof loadSummaries>>, 'get'>;

export const toChatMessage = (row: MessageRow, people: People): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversationId,
  client_id: row.clientId,
  sender: people.get(row.senderId),
  body: row.deletedAt ? '' : row.body,
  created_at: iso(row.createdAt),
  edited_at: row.editedAt ? iso(row.editedAt) : null,
  deleted_at: row.deletedAt ? iso(row.deletedAt) : null,
});
