import { pagedSchema } from '../schemas/common';
import {
  fetchNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  notificationSchema,
  unreadCountSchema,
} from '../schemas/notification';
import { defineOperation } from './operation';

/** The signed-in user's notifications (decision 1200); new ones and the count also come live over /ws/chat. */

export const fetchNotifications = defineOperation({
  name: 'fetchNotifications',
  method: 'GET',
  path: '/api/notification/fetch-notifications',
  summary: "The caller's notifications, newest first, paged; only the unread ones or one kind on request.",
  auth: 'user',
  query: fetchNotificationsQuerySchema,
  response: pagedSchema(notificationSchema),
});

export const fetchUnreadCount = defineOperation({
  name: 'fetchUnreadCount',
  method: 'GET',
  path: '/api/notification/fetch-unread-count',
  summary: "How many of the caller's notifications are not read yet (the bell's number).",
  auth: 'user',
  response: unreadCountSchema,
});

export const markNotificationsRead = defineOperation({
  name: 'markNotificationsRead',
  method: 'POST',
  path: '/api/notification/mark-notifications-read',
  summary:
    "Marks one of the caller's notifications read, or all of them; answers the unread count left. " +
    'Marking a read one again changes nothing. Every open tab of the caller hears the new count.',
  auth: 'user',
  body: markNotificationsReadBodySchema,
  response: unreadCountSchema,
});

export const notificationOperations = {
  fetchNotifications,
  fetchUnreadCount,
  markNotificationsRead,
} as const;
