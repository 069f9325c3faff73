import { markNotificationsRead } from '../contract/notification';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const markNotificationsReadAfterSuccess: AfterSuccess = { invalidates: ['notification'] };

export const useMarkNotificationsRead = () =>
  useOperationMutation(markNotificationsRead, markNotificationsReadAfterSuccess, 'quiet');
