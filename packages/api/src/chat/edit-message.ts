import { editMessage } from '../contract/chat';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when a message changes: its history and the conversations' last messages. */
export const editMessageAfterSuccess: AfterSuccess = { invalidates: ['chat'] };

export const useEditMessage = () => useOperationMutation(editMessage, editMessageAfterSuccess);
