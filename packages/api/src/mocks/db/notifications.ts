import type { NotificationKind, NotificationSubject } from '../../schemas/notification';
import type { UserSummary } from '../../schemas/common';
import type { MockDb, StoredNotification } from './mock-db';
import { newId, tick } from './store';

/** The mock's emitNotification: one row for the recipient, as the server writes it with the change. */
export function emitMockNotification(
  db: MockDb,
  input: {
    recipientId: string;
    kind: NotificationKind;
    subject: NotificationSubject;
    actor: UserSummary | null;
    title: string;
  },
) {
  db.notifications.unshift({
    id: newId('notification'),
    recipient_id: input.recipientId,
    kind: input.kind,
    subject: input.subject,
    actor: input.actor,
    title: input.title,
    read_at: null,
    created_at: tick(db),
  });
  announceMockUnreadCount(input.recipientId);
}

const countListeners = new Set<(userId: string) => void>();

/**
 * The server's `announce` (decision 1200) in the mocks: the /ws/chat mock listens here and sends
 * the user's open connections their new unread count. Answers the unsubscribe.
 */
export function onMockUnreadCountChange(listener: (userId: string) => void) {
  countListeners.add(listener);
  return () => void countListeners.delete(listener);
}

/** A user's unread count changed (a notification for them, or a mark-read of theirs). */
export const announceMockUnreadCount = (userId: string) =>
  countListeners.forEach((listener) => listener(userId));

export const notificationsOf = (db: MockDb, userId: string) =>
  db.notifications.filter((item) => item.recipient_id === userId);

export const unreadCountOf = (db: MockDb, userId: string) => ({
  unread_count: notificationsOf(db, userId).filter((item) => item.read_at === null).length,
});

/** The contract's shape: the stored row without its recipient. */
export function notificationView(stored: StoredNotification) {
  const { recipient_id: _recipient, ...view } = stored;
  return view;
}
