import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchProfile } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchProfileQueryOptions = (client: ApiClient) => operationQueryOptions(client, fetchProfile);

export const useFetchProfile = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProfileQueryOptions(useApiClient()), ...options });
