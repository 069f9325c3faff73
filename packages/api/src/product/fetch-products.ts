import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProducts } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductsQuery = NonNullable<CallInput<typeof fetchProducts>['query']>;

export const fetchProductsQueryOptions = (client: ApiClient, query: FetchProductsQuery) =>
  operationQueryOptions(client, fetchProducts, { query });

export const useFetchProducts = (query: FetchProductsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductsQueryOptions(useApiClient(), query), ...options });
