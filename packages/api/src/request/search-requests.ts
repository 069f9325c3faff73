import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchRequests } from '../contract/request';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchRequestsQuery = NonNullable<CallInput<typeof searchRequests>['query']>;

export const searchRequestsQueryKey = (query: SearchRequestsQuery) =>
  ['requests', 'search-requests', query] as const;

export const searchRequestsQueryOptions = (client: ApiClient, query: SearchRequestsQuery) =>
  operationQueryOptions(client, searchRequests, searchRequestsQueryKey(query), { query });

export const useSearchRequests = (query: SearchRequestsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...searchRequestsQueryOptions(useApiClient(), query), ...options });
