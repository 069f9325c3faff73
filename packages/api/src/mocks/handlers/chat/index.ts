import { fetchConversationsMock } from './fetch-conversations';
import { createConversationMock } from './create-conversation';
import { fetchMessagesMock } from './fetch-messages';
import { editMessageMock } from './edit-message';
import { deleteMessageMock } from './delete-message';
import { searchMessagesMock } from './search-messages';
import { uploadChatFileMock } from './upload-chat-file';

/** The chat area's calls: each one's scenario factories, by operation name. */
export const chatMocks = {
  fetchConversations: fetchConversationsMock,
  createConversation: createConversationMock,
  fetchMessages: fetchMessagesMock,
  editMessage: editMessageMock,
  deleteMessage: deleteMessageMock,
  searchMessages: searchMessagesMock,
  uploadChatFile: uploadChatFileMock,
} as const;
