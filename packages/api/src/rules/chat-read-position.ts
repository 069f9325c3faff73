/** Where a member has read a conversation up to: a message, placed by its time and then its id. */
export type ReadPosition = { message_id: string; message_created_at: string };

const isAfter = (next: ReadPosition, current: ReadPosition) =>
  next.message_created_at > current.message_created_at ||
  (next.message_created_at === current.message_created_at && next.message_id > current.message_id);

/**
 * CHAT-READ-FORWARD: a read position only moves forward. A position at or before the stored one is
 * ignored (null: nothing to store or announce), never an error: a tab showing older history, or a
 * late request, must not move "Seen" back.
 */
export function advancedReadPosition(
  current: ReadPosition | null,
  next: ReadPosition | null,
): ReadPosition | null {
  if (!next) return null;
  if (current && !isAfter(next, current)) return null;
  return next;
}

/** Whether a message is at or before a read position: the reader has seen it. */
export const isReadUpTo = (
  position: ReadPosition | null,
  message: { id: string; created_at: string },
): boolean =>
  !!position && !isAfter({ message_id: message.id, message_created_at: message.created_at }, position);
