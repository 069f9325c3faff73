import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductWorkItems } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductWorkItemsQuery = NonNullable<CallInput<typeof fetchProductWorkItems>['query']>;

export const fetchProductWorkItemsQueryOptions = (client: ApiClient, query: FetchProductWorkItemsQuery) =>
  operationQueryOptions(client, fetchProductWorkItems, { query });

export const useFetchProductWorkItems = (query: FetchProductWorkItemsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductWorkItemsQueryOptions(useApiClient(), query), ...options });
