import { changeNotificationSettings } from '../../../contract/notification';
import { notificationSettingsOf } from '../../db/notifications';
import { createOperationMock } from '../operation-mock';

export const changeNotificationSettingsMock = createOperationMock(
  changeNotificationSettings,
  ({ db, meId, body }) => {
    const stored = db.notificationPreferences[meId];
    db.notificationPreferences[meId] = {
      language: body.language ?? stored?.language ?? 'en',
      channels: {
        ...stored?.channels,
        ...Object.fromEntries(body.channels.map((item) => [item.kind, item.channel])),
      },
    };
    return notificationSettingsOf(db, meId);
  },
);
