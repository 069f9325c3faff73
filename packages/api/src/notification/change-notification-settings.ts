import { changeNotificationSettings, fetchNotificationSettings } from '../contract/notification';
import { useOperationMutation } from '../react/operation-mutation';

export const useChangeNotificationSettings = () =>
  useOperationMutation(changeNotificationSettings, { invalidates: [fetchNotificationSettings] });
