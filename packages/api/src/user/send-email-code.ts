import { sendEmailCode } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useSendEmailCode = () => useOperationMutation(sendEmailCode, {}, 'quiet');
