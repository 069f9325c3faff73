import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProduct } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductQuery = NonNullable<CallInput<typeof fetchProduct>['query']>;

export const fetchProductQueryOptions = (client: ApiClient, query: FetchProductQuery) =>
  operationQueryOptions(client, fetchProduct, { query });

export const useFetchProduct = (query: FetchProductQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductQueryOptions(useApiClient(), query), ...options });
