import { unsubscribeMail } from '../contract/notification';
import { useOperationMutation } from '../react/operation-mutation';

/** The unsubscribe page's one call (no sign-in; decision 1220). */
export const useUnsubscribeMail = () =>
  useOperationMutation(unsubscribeMail, { invalidates: ['notification'] }, 'quiet');
