import { createConversation } from '../contract/chat';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createConversationAfterSuccess: AfterSuccess = { invalidates: ['chat'] };

export const useCreateConversation = () =>
  useOperationMutation(createConversation, createConversationAfterSuccess, 'quiet');
