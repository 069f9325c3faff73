import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchSignedInDevices } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchSignedInDevicesQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchSignedInDevices);

export const useFetchSignedInDevices = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchSignedInDevicesQueryOptions(useApiClient()), ...options });
