import type { DevBox, LabConversation, LabStoredMessage } from '../../schemas/lab';
import { fixtureTime, nextId } from './sequence';

export const buildDevBox = (overrides: Partial<DevBox> = {}): DevBox => ({
  id: nextId('devbox'),
  name: 'salon-api',
  template: 'node',
  status: 'running',
  created_at: fixtureTime(100),
  ...overrides,
});

export const buildLabConversation = (overrides: Partial<LabConversation> = {}): LabConversation => ({
  id: nextId('labconv'),
  title: 'Booking API in TypeScript',
  created_at: fixtureTime(200),
  updated_at: fixtureTime(202),
  ...overrides,
});

export const buildLabMessage = (overrides: Partial<LabStoredMessage> = {}): LabStoredMessage => ({
  id: nextId('labmsg'),
  role: 'user',
  content: 'How do I type a booking slot?',
  stopped: false,
  created_at: fixtureTime(201),
  ...overrides,
});

/** The demo client's one kept conversation: a question and an answer with a code block. */
export function seedLabChat(userId: string) {
  const conversation = buildLabConversation({ id: 'labconv-1' });
  return {
    labConversations: { [userId]: [conversation] },
    labMessages: {
      [conversation.id]: [
        buildLabMessage({ id: 'labmsg-1' }),
        buildLabMessage({
          id: 'labmsg-2',
          role: 'assistant',
          content:
            'Use a **type** with the start and the length:\n\n```ts\ntype Slot = { start: Date; minutes: number };\n```\n\nThen check overlaps before saving.',
          created_at: fixtureTime(202),
        }),
      ],
    },
    labStreamsCancelled: 0,
  };
}
