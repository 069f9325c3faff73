import type { DevBoxSnippet, GeneratedImage, LabConversation, LabStoredMessage } from '../../schemas/lab';
import { placeholderImage } from '../db/ai';
import { fixtureTime, nextId } from './sequence';

export const buildDevBoxSnippet = (overrides: Partial<DevBoxSnippet> = {}): DevBoxSnippet => ({
  id: nextId('snippet'),
  name: 'Hello',
  language: 'javascript',
  code: 'const name = "Lancer";\nconsole.log(`Hello, ${name}!`);',
  updated_at: fixtureTime(100),
  ...overrides,
});

export const buildGeneratedImage = (overrides: Partial<GeneratedImage> = {}): GeneratedImage => {
  const prompt = overrides.prompt ?? 'A lighthouse at dusk';
  const size = overrides.size ?? '512x512';
  return {
    id: nextId('image'),
    url: placeholderImage(prompt, size),
    prompt,
    size,
    created_at: fixtureTime(100),
    ...overrides,
  };
};

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
