import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchDisputeQueue } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchDisputeQueueQuery = NonNullable<CallInput<typeof fetchDisputeQueue>['query']>;

export const fetchDisputeQueueQueryOptions = (client: ApiClient, query: FetchDisputeQueueQuery) =>
  operationQueryOptions(client, fetchDisputeQueue, { query });

export const useFetchDisputeQueue = (query: FetchDisputeQueueQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDisputeQueueQueryOptions(useApiClient(), query), ...options });
