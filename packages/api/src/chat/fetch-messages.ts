import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchMessages } from '../contract/chat';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchMessagesQuery = NonNullable<CallInput<typeof fetchMessages>['query']>;

export const fetchMessagesQueryOptions = (client: ApiClient, query: FetchMessagesQuery) =>
  operationQueryOptions(client, fetchMessages, { query });

export const useFetchMessages = (query: FetchMessagesQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchMessagesQueryOptions(useApiClient(), query), ...options });
