import { advancedReadPosition, isReadUpTo, type ReadPosition } from '@lancer/api/rules/chat-read-position';
import type { ChatMessage, MemberReadPosition } from '@lancer/api/schemas/chat';

/** The other members' read positions, the later of the conversation's and the live frames' per member. */
export function mergeReadPositions(
  ...lists: readonly (readonly MemberReadPosition[])[]
): MemberReadPosition[] {
  const byUser = new Map<string, ReadPosition>();
  for (const list of lists)
    for (const { user_id, ...position } of list) {
      const moved = advancedReadPosition(byUser.get(user_id) ?? null, position);
      if (moved) byUser.set(user_id, moved);
    }
  return [...byUser].map(([user_id, position]) => ({ user_id, ...position }));
}

/**
 * The id of the user's last own message another member has read (CHAT-READ-FORWARD): "Seen" goes
 * under it, and under no other.
 */
export function seenMessageId(
  stored: readonly ChatMessage[],
  positions: readonly MemberReadPosition[],
  currentUserId: string | undefined,
): string | undefined {
  const others = positions.filter((position) => position.user_id !== currentUserId);
  let seen: ChatMessage | undefined;
  for (const message of stored)
    if (
      message.sender.user_id === currentUserId &&
      others.some((position) => isReadUpTo(position, message)) &&
      (!seen || message.created_at > seen.created_at)
    )
      seen = message;
  return seen?.id;
}
