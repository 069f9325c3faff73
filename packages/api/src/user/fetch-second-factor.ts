import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchSecondFactor } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchSecondFactorQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchSecondFactor);

export const useFetchSecondFactor = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchSecondFactorQueryOptions(useApiClient()), ...options });
