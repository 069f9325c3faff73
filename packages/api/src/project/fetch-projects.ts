import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProjects } from '../contract/project';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProjectsQuery = NonNullable<CallInput<typeof fetchProjects>['query']>;

export const fetchProjectsQueryOptions = (client: ApiClient, query: FetchProjectsQuery) =>
  operationQueryOptions(client, fetchProjects, { query });

export const useFetchProjects = (query: FetchProjectsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProjectsQueryOptions(useApiClient(), query), ...options });
