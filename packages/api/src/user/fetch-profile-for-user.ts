import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchProfileForUser } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchProfileForUserQueryOptions = (client: ApiClient, id: string) =>
  operationQueryOptions(client, fetchProfileForUser, { params: { id } });

export const useFetchProfileForUser = (id: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProfileForUserQueryOptions(useApiClient(), id), ...options });
