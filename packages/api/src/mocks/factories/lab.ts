import type { DevBoxSnippet, GeneratedImage } from '../../schemas/lab';
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
