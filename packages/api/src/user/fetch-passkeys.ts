import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchPasskeys } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchPasskeysQueryOptions = (client: ApiClient) => operationQueryOptions(client, fetchPasskeys);

export const useFetchPasskeys = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPasskeysQueryOptions(useApiClient()), ...options });
