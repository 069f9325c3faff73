import { pagedSchema } from '../schemas/common';
import {
  changeNotificationSettingsBodySchema,
  fetchNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  notificationSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  unsubscribedSchema,
  unsubscribeMailQuerySchema,
} from '../schemas/notification';
import { anyone, on, signedIn } from './access';
import { defineOperation } from './operation';

/** The signed-in user's notifications (decision 1200); new ones and the count also come live over /ws/chat. */

export const fetchNotifications = defineOperation({
  name: 'fetchNotifications',
  method: 'GET',
  path: '/api/notification/fetch-notifications',
  summary: "The caller's notifications, newest first, paged; only the unread ones or one kind on request.",
  auth: 'user',
  access: signedIn,
  query: fetchNotificationsQuerySchema,
  response: pagedSchema(notificationSchema),
});

export const fetchUnreadCount = defineOperation({
  name: 'fetchUnreadCount',
  method: 'GET',
  path: '/api/notification/fetch-unread-count',
  summary: "How many of the caller's notifications are not read yet (the bell's number).",
  auth: 'user',
  access: signedIn,
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
  access: on('notification', ['owner'], { others: 404 }),
  body: markNotificationsReadBodySchema,
  response: unreadCountSchema,
});

export const fetchNotificationSettings = defineOperation({
  name: 'fetchNotificationSettings',
  method: 'GET',
  path: '/api/notification/fetch-notification-settings',
  summary:
    'How each kind of notification reaches the caller (in the app only, by mail at once, in the daily ' +
    'digest, or off) and the language of the mails. Kinds never changed are in the app only.',
  auth: 'user',
  access: signedIn,
  response: notificationSettingsSchema,
});

export const changeNotificationSettings = defineOperation({
  name: 'changeNotificationSettings',
  method: 'POST',
  path: '/api/notification/change-notification-settings',
  summary: "Changes the channel of the kinds named and the mails' language; answers every kind's setting.",
  auth: 'user',
  access: signedIn,
  body: changeNotificationSettingsBodySchema,
  response: notificationSettingsSchema,
});

export const unsubscribeMail = defineOperation({
  name: 'unsubscribeMail',
  method: 'POST',
  path: '/api/notification/unsubscribe-mail',
  summary:
    "A mail's one-click unsubscribe (RFC 8058, no sign-in): the signed token names the user and the kind " +
    '(or every kind, from the digest); their mails stop, the bell keeps them. Again changes nothing.',
  auth: 'none',
  access: anyone,
  query: unsubscribeMailQuerySchema,
  response: unsubscribedSchema,
});

export const notificationOperations = {
  fetchNotifications,
  fetchUnreadCount,
  markNotificationsRead,
  fetchNotificationSettings,
  changeNotificationSettings,
  unsubscribeMail,
} as const;
