import {
  canUnsubscribe,
  channelOf,
  deliveryOf,
  notificationMail,
  settingsWithDefaults,
} from '../../rules/notification-mail';
import type { NotificationKind, NotificationSubject } from '../../schemas/notification';
import type { UserSummary } from '../../schemas/common';
import { summaryOf } from '../factories/user';
import type { MockDb, StoredNotification } from './mock-db';
import { newId, tick } from './store';
import { enqueueMockWebhooks } from './webhooks';

/** The caller's settings as the contract answers them (decision 1220). */
export function notificationSettingsOf(db: MockDb, userId: string) {
  const stored = db.notificationPreferences[userId];
  return settingsWithDefaults(stored?.language ?? 'en', stored?.channels ?? {});
}

/** The server's mail at once, into the mock outbox, with an unsubscribe token only this store knows. */
function mailNow(db: MockDb, stored: StoredNotification) {
  const to = db.users.find((user) => user.account.basic.user_id === stored.recipient_id)?.account.basic.email
    .address;
  if (!to) return;
  const token = newId('unsubscribe');
  if (canUnsubscribe(stored.kind))
    db.unsubscribeTokens[token] = { userId: stored.recipient_id, kind: stored.kind };
  const web = globalThis.location?.origin ?? 'http://localhost';
  const actorName = stored.actor ? `${stored.actor.first_name} ${stored.actor.last_name}`.trim() : null;
  db.mailOutbox.push({
    to,
    ...notificationMail(
      notificationSettingsOf(db, stored.recipient_id).language,
      {
        kind: stored.kind,
        title: stored.title,
        actorName,
        score: stored.subject.score,
        signin: stored.subject.signin,
        at: stored.created_at,
      },
      {
        notifications: `${web}/notifications`,
        settings: `${web}/notification-settings`,
        unsubscribe: `${web}/unsubscribe?token=${token}`,
        devices: `${web}/login/devices`,
        password: `${web}/login/password`,
      },
    ),
  });
}

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
  const channel = channelOf(db.notificationPreferences[input.recipientId]?.channels, input.kind);
  const delivery = deliveryOf(channel);
  // Webhooks take the event whatever the bell's settings (decision 1808).
  enqueueMockWebhooks(db, input);
  if (!delivery.stored) return;
  const stored: StoredNotification = {
    id: newId('notification'),
    recipient_id: input.recipientId,
    kind: input.kind,
    subject: input.subject,
    actor: input.actor,
    title: input.title,
    read_at: null,
    created_at: tick(db),
  };
  db.notifications.unshift(stored);
  if (delivery.mail === 'now') mailNow(db, stored);
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

/** emitMockNotification to every member of a project but the one who acted (the server's emitToProject). */
export function emitMockToProject(
  db: MockDb,
  projectId: string,
  input: { kind: NotificationKind; subject: NotificationSubject; actorId: string; title: string },
) {
  const actor = db.users.find((user) => user.account.basic.user_id === input.actorId);
  for (const member of db.projectCollaborators[projectId] ?? [])
    if (member.user.user_id !== input.actorId)
      emitMockNotification(db, {
        recipientId: member.user.user_id,
        kind: input.kind,
        subject: input.subject,
        actor: actor ? summaryOf(actor) : null,
        title: input.title,
      });
}

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
