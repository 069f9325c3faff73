import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchDispute } from '../contract/dispute';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchDisputeQuery = NonNullable<CallInput<typeof fetchDispute>['query']>;

export const fetchDisputeQueryOptions = (client: ApiClient, query: FetchDisputeQuery) =>
  operationQueryOptions(client, fetchDispute, { query });

export const useFetchDispute = (query: FetchDisputeQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDisputeQueryOptions(useApiClient(), query), ...options });
