import { NotificationsPage } from '@lancer/features/notifications/notifications-page/notifications-page';

/** /notifications: every notification, paged (decision 1210). */
export default function NotificationsRoute() {
  return <NotificationsPage />;
}
