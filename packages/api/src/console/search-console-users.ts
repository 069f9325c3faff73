import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchConsoleUsers } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchConsoleUsersQuery = NonNullable<CallInput<typeof searchConsoleUsers>['query']>;

export const searchConsoleUsersQueryOptions = (client: ApiClient, query: SearchConsoleUsersQuery) =>
  operationQueryOptions(client, searchConsoleUsers, { query });

export const useSearchConsoleUsers = (query: SearchConsoleUsersQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...searchConsoleUsersQueryOptions(useApiClient(), query), ...options });
