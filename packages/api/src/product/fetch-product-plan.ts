import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductPlan } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductPlanQuery = NonNullable<CallInput<typeof fetchProductPlan>['query']>;

export const fetchProductPlanQueryKey = (query: FetchProductPlanQuery) =>
  ['products', 'fetch-product-plan', query] as const;

export const fetchProductPlanQueryOptions = (client: ApiClient, query: FetchProductPlanQuery) =>
  operationQueryOptions(client, fetchProductPlan, fetchProductPlanQueryKey(query), { query });

export const useFetchProductPlan = (query: FetchProductPlanQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductPlanQueryOptions(useApiClient(), query), ...options });
