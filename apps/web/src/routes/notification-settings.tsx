import { NotificationSettings } from '@lancer/features/notifications/notification-settings/notification-settings';

/** /notification-settings: how each kind of notification reaches the user (decision 1230). */
export default function NotificationSettingsRoute() {
  return <NotificationSettings />;
}
