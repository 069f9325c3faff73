import { fetchLabStatusMock } from './fetch-lab-status';
import { translateTextMock } from './translate-text';
import { completeChatMock } from './complete-chat';
import { completeTaskMock } from './complete-task';
import { generateImageMock } from './generate-image';
import { runAiDeveloperMock } from './run-ai-developer';
import { fetchGeneratedImagesMock } from './fetch-generated-images';
import { fetchDevBoxSnippetsMock } from './fetch-dev-box-snippets';
import { saveDevBoxSnippetMock } from './save-dev-box-snippet';
import { deleteDevBoxSnippetMock } from './delete-dev-box-snippet';
import { askAboutDevBoxSnippetMock } from './ask-about-dev-box-snippet';
import { fetchLabModelsMock } from './fetch-lab-models';
import { streamChatMock } from './stream-chat';
import { fetchLabConversationsMock } from './fetch-lab-conversations';
import { fetchLabConversationMock } from './fetch-lab-conversation';
import { createLabConversationMock } from './create-lab-conversation';
import { renameLabConversationMock } from './rename-lab-conversation';
import { deleteLabConversationMock } from './delete-lab-conversation';
import { streamLabReplyMock } from './stream-lab-reply';

/** The lab area's calls: each one's scenario factories, by operation name. */
export const labMocks = {
  fetchLabStatus: fetchLabStatusMock,
  translateText: translateTextMock,
  completeChat: completeChatMock,
  completeTask: completeTaskMock,
  generateImage: generateImageMock,
  runAiDeveloper: runAiDeveloperMock,
  fetchGeneratedImages: fetchGeneratedImagesMock,
  fetchDevBoxSnippets: fetchDevBoxSnippetsMock,
  saveDevBoxSnippet: saveDevBoxSnippetMock,
  deleteDevBoxSnippet: deleteDevBoxSnippetMock,
  askAboutDevBoxSnippet: askAboutDevBoxSnippetMock,
  fetchLabModels: fetchLabModelsMock,
  streamChat: streamChatMock,
  fetchLabConversations: fetchLabConversationsMock,
  fetchLabConversation: fetchLabConversationMock,
  createLabConversation: createLabConversationMock,
  renameLabConversation: renameLabConversationMock,
  deleteLabConversation: deleteLabConversationMock,
  streamLabReply: streamLabReplyMock,
} as const;
