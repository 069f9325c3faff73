import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { translateText } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { useOperationMutation } from '../react/operation-mutation';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

type TranslateBody = CallInput<typeof translateText>['body'];

export const useTranslateText = () => useOperationMutation(translateText);

/**
 * A translation read as a query, for translate in place: the key is derived from the text and the
 * languages, so each message is translated once and kept for the session (decision 0601).
 */
export const translateTextQueryOptions = (client: ApiClient, body: TranslateBody) => ({
  ...operationQueryOptions(client, translateText, { body }),
  staleTime: Infinity,
  gcTime: 30 * 60_000,
});

export const useTranslatedText = (body: TranslateBody, options: QueryHookOptions = {}) =>
  useQuery({ ...translateTextQueryOptions(useApiClient(), body), ...options });
