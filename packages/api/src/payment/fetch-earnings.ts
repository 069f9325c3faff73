import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchEarnings } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchEarningsQueryOptions = (client: ApiClient) => operationQueryOptions(client, fetchEarnings);

export const useFetchEarnings = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchEarningsQueryOptions(useApiClient()), ...options });
