import type { HandlerMap } from '../http/handler';
import {
  changeNotificationSettings,
  fetchNotifications,
  fetchNotificationSettings,
  fetchUnreadCount,
  markNotificationsRead,
  unsubscribeMail,
} from './notification-service';

export const notificationHandlers = {
  fetchNotifications: ({ services, user, query }) => fetchNotifications(services, user.id, query),
  fetchUnreadCount: ({ services, user }) => fetchUnreadCount(services, user.id),
  markNotificationsRead: ({ services, user, body }) => markNotificationsRead(services, user.id, body),
  fetchNotificationSettings: ({ services, user }) => fetchNotificationSettings(services, user.id),
  changeNotificationSettings: ({ services, user, body }) =>
    changeNotificationSettings(services, user.id, body),
  unsubscribeMail: ({ services, query }) => unsubscribeMail(services, query),
} satisfies HandlerMap;
