import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProject } from '../contract/project';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProjectQuery = NonNullable<CallInput<typeof fetchProject>['query']>;

export const fetchProjectQueryOptions = (client: ApiClient, query: FetchProjectQuery) =>
  operationQueryOptions(client, fetchProject, { query });

export const useFetchProject = (query: FetchProjectQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProjectQueryOptions(useApiClient(), query), ...options });
