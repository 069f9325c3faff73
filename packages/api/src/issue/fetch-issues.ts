import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchIssues } from '../contract/issue';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchIssuesQuery = NonNullable<CallInput<typeof fetchIssues>['query']>;

export const fetchIssuesQueryOptions = (client: ApiClient, query: FetchIssuesQuery) =>
  operationQueryOptions(client, fetchIssues, { query });

export const useFetchIssues = (query: FetchIssuesQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchIssuesQueryOptions(useApiClient(), query), ...options });
