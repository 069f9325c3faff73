import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductMetrics } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductMetricsQuery = NonNullable<CallInput<typeof fetchProductMetrics>['query']>;

export const fetchProductMetricsQueryOptions = (client: ApiClient, query: FetchProductMetricsQuery) =>
  operationQueryOptions(client, fetchProductMetrics, { query });

export const useFetchProductMetrics = (query: FetchProductMetricsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductMetricsQueryOptions(useApiClient(), query), ...options });
