import type { Conversation } from '@lancer/api/schemas/chat';
import type { ChatConversation } from '@lancer/ui/components/chat-conversation-list';

import { formatShortDay } from '../../lib/format';

/** A conversation as the list shows it: named by its title, or by the other person. */
export function toViewConversation(
  conversation: Conversation,
  currentUserId: string | undefined,
  language: string,
  /** What a deleted last message reads as ("This message was deleted"). */
  deletedLabel = '',
): ChatConversation {
  const other =
    conversation.participants.find((participant) => participant.user_id !== currentUserId) ??
    conversation.participants[0];
  const name = other ? `${other.first_name} ${other.last_name}`.trim() || other.flid : conversation.title;
  return {
    id: conversation.id,
    name: conversation.title || name,
    email: other?.flid ?? conversation.title,
    photoUrl: other?.photo_url || null,
    lastMessage: conversation.last_message?.deleted_at
      ? deletedLabel
      : // A message of files only reads as its files' names (decision 1604).
        conversation.last_message?.body ||
        (conversation.last_message?.files ?? []).map((file) => `📎 ${file.name}`).join(', '),
    timeLabel: formatShortDay(conversation.updated_at, language),
    unread: conversation.unread_count,
  };
}
