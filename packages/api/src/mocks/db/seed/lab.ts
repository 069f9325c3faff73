import { buildDevBoxSnippet, buildGeneratedImage, seedLabChat } from '../../factories/lab';
import { fixtureTime } from '../../factories/sequence';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's dev box snippets, generated images and lab conversations. */
export function labTables({
  grace,
}: DemoPeople): Pick<MockDb, 'devBoxSnippets' | 'generatedImages'> & ReturnType<typeof seedLabChat> {
  return {
    devBoxSnippets: {
      [grace.account.basic.user_id]: [
        buildDevBoxSnippet({ id: 'snippet-hello' }),
        buildDevBoxSnippet({
          id: 'snippet-fib',
          name: 'Fibonacci',
          language: 'typescript',
          code: 'function fib(n: number): number {\n  return n < 2 ? n : fib(n - 1) + fib(n - 2);\n}\nconsole.log(fib(10));',
          updated_at: fixtureTime(90),
        }),
      ],
    },
    generatedImages: {
      [grace.account.basic.user_id]: [
        buildGeneratedImage({ id: 'image-lighthouse', created_at: fixtureTime(110) }),
        buildGeneratedImage({
          id: 'image-fox',
          prompt: 'A red fox in the snow',
          created_at: fixtureTime(105),
        }),
      ],
    },
    ...seedLabChat(grace.account.basic.user_id),
  };
}
