import { fetchUnreadCount } from '../../../contract/notification';
import { unreadCountOf } from '../../db/notifications';
import { createOperationMock } from '../operation-mock';

export const fetchUnreadCountMock = createOperationMock(fetchUnreadCount, ({ db, meId }) =>
  unreadCountOf(db, meId),
);
