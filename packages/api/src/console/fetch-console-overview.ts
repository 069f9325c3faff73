import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchConsoleOverview } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchConsoleOverviewQuery = NonNullable<CallInput<typeof fetchConsoleOverview>['query']>;

export const fetchConsoleOverviewQueryOptions = (client: ApiClient, query: FetchConsoleOverviewQuery) =>
  operationQueryOptions(client, fetchConsoleOverview, { query });

export const useFetchConsoleOverview = (query: FetchConsoleOverviewQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchConsoleOverviewQueryOptions(useApiClient(), query), ...options });
