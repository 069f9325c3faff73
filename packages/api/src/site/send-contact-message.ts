import { sendContactMessage } from '../contract/site';
import { useOperationMutation } from '../react/operation-mutation';

/** Nothing on screen goes stale: the message is only stored and mailed. */
export const useSendContactMessage = () => useOperationMutation(sendContactMessage);
