import { fetchLabConversation, fetchLabConversations, createLabConversation } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useCreateLabConversation = () =>
  useOperationMutation(createLabConversation, { invalidates: [fetchLabConversations, fetchLabConversation] });
