import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchDisputeCase } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchDisputeCaseQuery = NonNullable<CallInput<typeof fetchDisputeCase>['query']>;

export const fetchDisputeCaseQueryOptions = (client: ApiClient, query: FetchDisputeCaseQuery) =>
  operationQueryOptions(client, fetchDisputeCase, { query });

export const useFetchDisputeCase = (query: FetchDisputeCaseQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDisputeCaseQueryOptions(useApiClient(), query), ...options });
