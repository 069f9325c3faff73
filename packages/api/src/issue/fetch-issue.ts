import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchIssue } from '../contract/issue';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchIssueQuery = NonNullable<CallInput<typeof fetchIssue>['query']>;

export const fetchIssueQueryOptions = (client: ApiClient, query: FetchIssueQuery) =>
  operationQueryOptions(client, fetchIssue, { query });

export const useFetchIssue = (query: FetchIssueQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchIssueQueryOptions(useApiClient(), query), ...options });
