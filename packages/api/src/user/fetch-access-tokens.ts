import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchAccessTokens } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchAccessTokensQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchAccessTokens);

export const useFetchAccessTokens = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchAccessTokensQueryOptions(useApiClient()), ...options });
