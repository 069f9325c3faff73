import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchTalentList } from '../contract/talent-list';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchTalentListQuery = NonNullable<CallInput<typeof fetchTalentList>['query']>;

export const fetchTalentListQueryOptions = (client: ApiClient, query: FetchTalentListQuery) =>
  operationQueryOptions(client, fetchTalentList, { query });

export const useFetchTalentList = (query: FetchTalentListQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchTalentListQueryOptions(useApiClient(), query), ...options });
