import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchSandbox } from '../contract/site';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchSandboxQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchSandbox, {});

export const useFetchSandbox = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchSandboxQueryOptions(useApiClient()), ...options, staleTime: Infinity });
