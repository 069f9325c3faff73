import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | undefined;

/** The query client of the story on screen (StoryProviders makes one per story). */
export function setStoryQueryClient(client: QueryClient) {
  current = client;
}

/**
 * Resolves once the story's calls have answered (no query fetching, no mutation running), or after
 * `limitMs`: a loading story's call never answers.
 */
export async function storyQueriesSettled(limitMs = 2_000) {
  const deadline = Date.now() + limitMs;
  while (current && (current.isFetching() > 0 || current.isMutating() > 0) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
