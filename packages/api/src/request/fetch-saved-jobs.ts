import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchSavedJobs } from '../contract/request';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchSavedJobsQuery = NonNullable<CallInput<typeof fetchSavedJobs>['query']>;

export const fetchSavedJobsQueryOptions = (client: ApiClient, query: FetchSavedJobsQuery) =>
  operationQueryOptions(client, fetchSavedJobs, { query });

export const useFetchSavedJobs = (query: FetchSavedJobsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchSavedJobsQueryOptions(useApiClient(), query), ...options });
