import { fetchNotificationSettings } from '../../../contract/notification';
import { notificationSettingsOf } from '../../db/notifications';
import { createOperationMock } from '../operation-mock';

export const fetchNotificationSettingsMock = createOperationMock(fetchNotificationSettings, ({ db, meId }) =>
  notificationSettingsOf(db, meId),
);
