import { markNotificationsRead } from '../../../contract/notification';
import { notFound } from '../../db/mock-http-error';
import { announceMockUnreadCount, notificationsOf, unreadCountOf } from '../../db/notifications';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const markNotificationsReadMock = createOperationMock(markNotificationsRead, ({ db, meId, body }) => {
  const mine = notificationsOf(db, meId);
  const chosen = body.all ? mine : mine.filter((item) => item.id === body.notification_id);
  if (!body.all && chosen.length === 0) throw notFound('Notification');
  const now = tick(db);
  for (const item of chosen) item.read_at ??= now;
  // As the server: every tab of the caller hears the new count, a read-again one included.
  announceMockUnreadCount(meId);
  return unreadCountOf(db, meId);
});
