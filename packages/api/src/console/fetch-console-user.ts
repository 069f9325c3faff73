import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchConsoleUser } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchConsoleUserQueryOptions = (client: ApiClient, userId: string) =>
  operationQueryOptions(client, fetchConsoleUser, { query: { user_id: userId } });

export const useFetchConsoleUser = (userId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchConsoleUserQueryOptions(useApiClient(), userId), ...options });
