import { useQueries } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { translateText } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { useOperationMutation } from '../react/operation-mutation';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

type TranslateBody = CallInput<typeof translateText>['body'];

export const useTranslateText = () => useOperationMutation(translateText, {}, 'quiet');

/**
 * A translation read as a query, for translate in place: the key is derived from the text and the
 * languages, so each message or job post is translated once and kept for the session (decision 0601).
 */
export const translateTextQueryOptions = (client: ApiClient, body: TranslateBody) => ({
  ...operationQueryOptions(client, translateText, { body }),
  staleTime: Infinity,
  gcTime: 30 * 60_000,
  // An AI failure says so at once; the next click asks again.
  retry: false,
});

/**
 * Several texts' translations at once (a job post's title and description), each its own cached
 * query; a blank text is not sent (it has nothing to translate).
 */
export function useTranslatedTexts(
  bodies: readonly TranslateBody[],
  { enabled = true }: QueryHookOptions = {},
) {
  const client = useApiClient();
  return useQueries({
    queries: bodies.map((body) => ({
      ...translateTextQueryOptions(client, body),
      enabled: enabled && body.text.trim().length > 0,
    })),
  });
}
