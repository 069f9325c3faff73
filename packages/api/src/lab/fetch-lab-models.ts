import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchLabModels } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchLabModelsQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchLabModels);

export const useFetchLabModels = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchLabModelsQueryOptions(useApiClient()), ...options });
