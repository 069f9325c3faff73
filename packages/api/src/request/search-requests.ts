import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchRequests } from '../contract/request';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchRequestsQuery = NonNullable<CallInput<typeof searchRequests>['query']>;

export const searchRequestsQueryOptions = (client: ApiClient, query: SearchRequestsQuery) =>
  operationQueryOptions(client, searchRequests, { query });

export const useSearchRequests = (query: SearchRequestsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...searchRequestsQueryOptions(useApiClient(), query), ...options });
