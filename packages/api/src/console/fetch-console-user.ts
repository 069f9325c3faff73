import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchConsoleUser } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchConsoleUserQuery = NonNullable<CallInput<typeof fetchConsoleUser>['query']>;

export const fetchConsoleUserQueryOptions = (client: ApiClient, query: FetchConsoleUserQuery) =>
  operationQueryOptions(client, fetchConsoleUser, { query });

export const useFetchConsoleUser = (query: FetchConsoleUserQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchConsoleUserQueryOptions(useApiClient(), query), ...options });
