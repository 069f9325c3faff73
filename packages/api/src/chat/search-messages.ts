import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchMessages } from '../contract/chat';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchMessagesQuery = NonNullable<CallInput<typeof searchMessages>['query']>;

export const searchMessagesQueryOptions = (client: ApiClient, query: SearchMessagesQuery) =>
  operationQueryOptions(client, searchMessages, { query });

export const useSearchMessages = (query: SearchMessagesQuery, options: QueryHookOptions = {}) =>
  useQuery({
    ...searchMessagesQueryOptions(useApiClient(), query),
    placeholderData: keepPreviousData,
    ...options,
  });
