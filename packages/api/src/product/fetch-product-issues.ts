import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductIssues } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductIssuesQuery = NonNullable<CallInput<typeof fetchProductIssues>['query']>;

export const fetchProductIssuesQueryOptions = (client: ApiClient, query: FetchProductIssuesQuery) =>
  operationQueryOptions(client, fetchProductIssues, { query });

export const useFetchProductIssues = (query: FetchProductIssuesQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProductIssuesQueryOptions(useApiClient(), query), ...options });
