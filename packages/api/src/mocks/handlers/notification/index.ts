import { fetchNotificationsMock } from './fetch-notifications';
import { fetchUnreadCountMock } from './fetch-unread-count';
import { markNotificationsReadMock } from './mark-notifications-read';
import { fetchNotificationSettingsMock } from './fetch-notification-settings';
import { changeNotificationSettingsMock } from './change-notification-settings';
import { unsubscribeMailMock } from './unsubscribe-mail';

/** The notification area's calls: each one's scenario factories, by operation name. */
export const notificationMocks = {
  fetchNotifications: fetchNotificationsMock,
  fetchUnreadCount: fetchUnreadCountMock,
  markNotificationsRead: markNotificationsReadMock,
  fetchNotificationSettings: fetchNotificationSettingsMock,
  changeNotificationSettings: changeNotificationSettingsMock,
  unsubscribeMail: unsubscribeMailMock,
} as const;
