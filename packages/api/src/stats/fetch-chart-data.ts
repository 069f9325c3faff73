import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchChartData } from '../contract/stats';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchChartDataQuery = NonNullable<CallInput<typeof fetchChartData>['query']>;

export const fetchChartDataQueryOptions = (client: ApiClient, query: FetchChartDataQuery) =>
  operationQueryOptions(client, fetchChartData, { query });

export const useFetchChartData = (query: FetchChartDataQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchChartDataQueryOptions(useApiClient(), query), ...options });
