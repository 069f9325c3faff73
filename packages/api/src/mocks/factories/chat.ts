import type { ChatMessage, Conversation } from '../../schemas/chat';
import { fixtureTime, nextId } from './sequence';
import { buildUserSummary } from './user';

export const buildChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: nextId('message'),
  conversation_id: nextId('conversation'),
  client_id: null,
  sender: buildUserSummary(),
  body: 'Hi Grace, I pushed the prototype; the link is in the project.',
  created_at: fixtureTime(360),
  ...overrides,
});

export const buildConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: nextId('conversation'),
  title: 'Salon booking page',
  participants: [
    buildUserSummary({ flid: 'grace_hopper', first_name: 'Grace', last_name: 'Hopper' }),
    buildUserSummary(),
  ],
  project_id: null,
  request_id: null,
  last_message: null,
  unread_count: 0,
  read_positions: [],
  updated_at: fixtureTime(360),
  ...overrides,
});
