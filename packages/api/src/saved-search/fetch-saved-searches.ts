import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchSavedSearches } from '../contract/saved-search';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchSavedSearchesQuery = NonNullable<CallInput<typeof fetchSavedSearches>['query']>;

export const fetchSavedSearchesQueryOptions = (client: ApiClient, query: FetchSavedSearchesQuery) =>
  operationQueryOptions(client, fetchSavedSearches, { query });

export const useFetchSavedSearches = (query: FetchSavedSearchesQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchSavedSearchesQueryOptions(useApiClient(), query), ...options });
