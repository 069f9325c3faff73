import { fetchLabConversation, fetchLabConversations, renameLabConversation } from '../contract/lab';
import { useOperationMutation } from '../react/operation-mutation';

export const useRenameLabConversation = () =>
  useOperationMutation(renameLabConversation, { invalidates: [fetchLabConversations, fetchLabConversation] });
