import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { searchForUsers } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const searchForUsersQueryOptions = (client: ApiClient, condition: string) =>
  operationQueryOptions(client, searchForUsers, { query: { condition } });

export const useSearchForUsers = (condition: string, options: QueryHookOptions = {}) =>
  useQuery({ ...searchForUsersQueryOptions(useApiClient(), condition), ...options });
