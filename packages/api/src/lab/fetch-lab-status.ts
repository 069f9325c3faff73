import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchLabStatus } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchLabStatusQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchLabStatus);

export const useFetchLabStatus = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchLabStatusQueryOptions(useApiClient()), ...options });
