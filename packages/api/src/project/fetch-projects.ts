import { useInfiniteQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProjects } from '../contract/project';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions } from '../react/operation-query';

export type FetchProjectsQuery = NonNullable<CallInput<typeof fetchProjects>['query']>;

export const fetchProjectsQueryOptions = (client: ApiClient, query: FetchProjectsQuery) =>
  operationQueryOptions(client, fetchProjects, { query });

/** My projects a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchProjectPages = (query: PagesQuery<typeof fetchProjects>) =>
  useInfiniteQuery(operationPagesOptions(useApiClient(), fetchProjects, query));
