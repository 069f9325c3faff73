import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchConversations } from '../contract/chat';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchConversationsQuery = NonNullable<CallInput<typeof fetchConversations>['query']>;

export const fetchConversationsQueryOptions = (client: ApiClient, query: FetchConversationsQuery) =>
  operationQueryOptions(client, fetchConversations, { query });

export const useFetchConversations = (query: FetchConversationsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchConversationsQueryOptions(useApiClient(), query), ...options });
