import { deleteMessage } from '../contract/chat';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when a message is deleted: its history and the conversations' last messages. */
export const deleteMessageAfterSuccess: AfterSuccess = { invalidates: ['chat'] };

export const useDeleteMessage = () => useOperationMutation(deleteMessage, deleteMessageAfterSuccess);
