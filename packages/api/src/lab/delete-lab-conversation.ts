import { fetchLabConversation, fetchLabConversations, deleteLabConversation } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useDeleteLabConversation = () =>
  useOperationMutation(deleteLabConversation, { invalidates: [fetchLabConversations, fetchLabConversation] });
