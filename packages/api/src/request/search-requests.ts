import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchRequests } from '../contract/request';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchRequestsQuery = NonNullable<CallInput<typeof searchRequests>['query']>;

export const searchRequestsQueryOptions = (client: ApiClient, query: SearchRequestsQuery) =>
  operationQueryOptions(client, searchRequests, { query });

export const useSearchRequests = (query: SearchRequestsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...searchRequestsQueryOptions(useApiClient(), query), ...options });

/** My jobs, or a search, a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useSearchRequestPages = (
  query: PagesQuery<typeof searchRequests>,
  options: QueryHookOptions = {},
) => useInfiniteQuery({ ...operationPagesOptions(useApiClient(), searchRequests, query), ...options });
