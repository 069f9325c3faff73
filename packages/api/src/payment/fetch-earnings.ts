import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchEarnings } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchEarningsQueryKey = ['payments', 'fetch-earnings'] as const;

export const fetchEarningsQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchEarnings, fetchEarningsQueryKey);

export const useFetchEarnings = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchEarningsQueryOptions(useApiClient()), ...options });
