import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchStatistics } from '../contract/stats';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchStatisticsQuery = NonNullable<CallInput<typeof fetchStatistics>['query']>;

export const fetchStatisticsQueryOptions = (client: ApiClient, query: FetchStatisticsQuery) =>
  operationQueryOptions(client, fetchStatistics, { query });

export const useFetchStatistics = (query: FetchStatisticsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchStatisticsQueryOptions(useApiClient(), query), ...options });
