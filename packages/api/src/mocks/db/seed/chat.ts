import { buildChatMessage, buildConversation } from '../../factories/chat';
import { fixtureTime } from '../../factories/sequence';
import type { DemoProjects } from './project';
import type { DemoRequests } from './request';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's conversations with Ada (the logo project) and Chen, and how far each has read. */
export function seedChat(
  { grace, ada, a, b, c }: DemoPeople,
  { ongoingJob, doneJob }: DemoRequests,
  { project }: DemoProjects,
): Pick<MockDb, 'conversations' | 'messages' | 'readCounts' | 'readPositions' | 'chatFiles'> {
  const conversation = buildConversation({
    id: 'conversation-ada',
    title: ongoingJob.title,
    participants: [a, b],
    project_id: project.id,
  });
  const messages = [
    buildChatMessage({
      id: 'message-1',
      conversation_id: conversation.id,
      sender: a,
      body: 'Hi Ada, the sketches look great.',
      created_at: fixtureTime(340),
    }),
    buildChatMessage({
      id: 'message-2',
      conversation_id: conversation.id,
      sender: b,
      body: 'Thanks! Final logo by Friday.',
      created_at: fixtureTime(360),
    }),
  ];
  const conversationChen = buildConversation({
    id: 'conversation-chen',
    title: doneJob.title,
    participants: [a, c],
    updated_at: fixtureTime(95),
  });
  const messagesChen = [
    buildChatMessage({
      id: 'message-3',
      conversation_id: conversationChen.id,
      sender: c,
      body: 'The site is live.',
      created_at: fixtureTime(95),
    }),
  ];
  return {
    conversations: [conversation, conversationChen],
    messages: [...messages, ...messagesChen],
    readCounts: {
      [conversation.id]: { [grace.account.basic.user_id]: 1, [ada.account.basic.user_id]: 2 },
      [conversationChen.id]: { [grace.account.basic.user_id]: 1 },
    },
    readPositions: {},
    chatFiles: {},
  };
}
