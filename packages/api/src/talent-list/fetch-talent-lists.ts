import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchTalentLists } from '../contract/talent-list';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchTalentListsQuery = NonNullable<CallInput<typeof fetchTalentLists>['query']>;

export const fetchTalentListsQueryOptions = (client: ApiClient, query: FetchTalentListsQuery) =>
  operationQueryOptions(client, fetchTalentLists, { query });

export const useFetchTalentLists = (query: FetchTalentListsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchTalentListsQueryOptions(useApiClient(), query), ...options });
