import { fetchNotifications } from '../../../contract/notification';
import { notificationsOf, notificationView } from '../../db/notifications';
import { newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchNotificationsMock = createOperationMock(fetchNotifications, ({ db, meId, query }) => {
  const mine = notificationsOf(db, meId).filter(
    (item) =>
      (query.filter !== 'unread' || item.read_at === null) && (!query.kind || item.kind === query.kind),
  );
  return paginate(newestFirst(mine).map(notificationView), query);
});
