import type { HandlerMap } from '../http/handler';
import { fetchNotifications, fetchUnreadCount, markNotificationsRead } from './notification-service';

export const notificationHandlers = {
  fetchNotifications: ({ services, user, query }) => fetchNotifications(services, user.id, query),
  fetchUnreadCount: ({ services, user }) => fetchUnreadCount(services, user.id),
  markNotificationsRead: ({ services, user, body }) => markNotificationsRead(services, user.id, body),
} satisfies HandlerMap;
