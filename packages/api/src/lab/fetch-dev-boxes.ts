import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchDevBoxes } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchDevBoxesQueryOptions = (client: ApiClient) => operationQueryOptions(client, fetchDevBoxes);

export const useFetchDevBoxes = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDevBoxesQueryOptions(useApiClient()), ...options });
