import { completeChat } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useCompleteChat = () => useOperationMutation(completeChat, {}, 'quiet');
