import type { Refusal } from './refusal';
import { forbidden } from './refusal';

/** How long after sending its author may edit or delete a message (CHAT-EDIT-WINDOW). */
export const CHAT_EDIT_WINDOW_MS = 15 * 60_000;

/** Whether a message sent at `createdAt` may still be changed at `now`. */
export const withinEditWindow = (createdAt: string | Date, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() <= CHAT_EDIT_WINDOW_MS;

/**
 * Who may edit or delete a message, and until when (decision 1602): only its author
 * (CHAT-EDIT-AUTHOR), only within 15 minutes of sending (CHAT-EDIT-WINDOW), never once deleted.
 * The server and the mocks both ask this.
 */
export function messageChangeRefusal(
  message: { senderId: string; createdAt: string | Date; deleted: boolean },
  userId: string,
  now: Date,
): Refusal | null {
  if (message.senderId !== userId) return forbidden('Only the author can change a message');
  if (message.deleted) return { status: 409, code: 'MESSAGE_DELETED', message: 'This message was deleted' };
  if (!withinEditWindow(message.createdAt, now))
    return {
      status: 409,
      code: 'EDIT_WINDOW_PASSED',
      message: 'Messages can be edited or deleted only within 15 minutes of sending',
    };
  return null;
}
