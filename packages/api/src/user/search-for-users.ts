import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchForUsers } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchForUsersInput = NonNullable<CallInput<typeof searchForUsers>['query']>;

export const searchForUsersQueryOptions = (client: ApiClient, query: SearchForUsersInput) =>
  operationQueryOptions(client, searchForUsers, { query });

/** People by condition, or (without one) providers who accept requests, filtered and paged. */
export const useSearchForUsers = (query: SearchForUsersInput, options: QueryHookOptions = {}) =>
  useQuery({ ...searchForUsersQueryOptions(useApiClient(), query), ...options });
