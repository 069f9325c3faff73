import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductPlan } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductPlanQuery = NonNullable<CallInput<typeof fetchProductPlan>['query']>;

export const fetchProductPlanQueryOptions = (client: ApiClient, query: FetchProductPlanQuery) =>
  operationQueryOptions(client, fetchProductPlan, { query });

export const useFetchProductPlan = (query: FetchProductPlanQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductPlanQueryOptions(useApiClient(), query), ...options });
