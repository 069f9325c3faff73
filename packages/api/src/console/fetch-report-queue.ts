import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchReportQueue } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchReportQueueQuery = NonNullable<CallInput<typeof fetchReportQueue>['query']>;

export const fetchReportQueueQueryOptions = (client: ApiClient, query: FetchReportQueueQuery) =>
  operationQueryOptions(client, fetchReportQueue, { query });

export const useFetchReportQueue = (query: FetchReportQueueQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchReportQueueQueryOptions(useApiClient(), query), ...options });
