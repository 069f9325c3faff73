import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchLabConversation } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchLabConversationQuery = NonNullable<CallInput<typeof fetchLabConversation>['query']>;

export const fetchLabConversationQueryOptions = (client: ApiClient, query: FetchLabConversationQuery) =>
  operationQueryOptions(client, fetchLabConversation, { query });

export const useFetchLabConversation = (query: FetchLabConversationQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchLabConversationQueryOptions(useApiClient(), query), ...options });
