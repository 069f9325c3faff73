import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductOpsEvents } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductOpsEventsQuery = NonNullable<CallInput<typeof fetchProductOpsEvents>['query']>;

export const fetchProductOpsEventsQueryOptions = (client: ApiClient, query: FetchProductOpsEventsQuery) =>
  operationQueryOptions(client, fetchProductOpsEvents, { query });

export const useFetchProductOpsEvents = (query: FetchProductOpsEventsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductOpsEventsQueryOptions(useApiClient(), query), ...options });
