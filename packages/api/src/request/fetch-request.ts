import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchRequest } from '../contract/request';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchRequestQuery = NonNullable<CallInput<typeof fetchRequest>['query']>;

export const fetchRequestQueryOptions = (client: ApiClient, query: FetchRequestQuery) =>
  operationQueryOptions(client, fetchRequest, { query });

export const useFetchRequest = (query: FetchRequestQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchRequestQueryOptions(useApiClient(), query), ...options });
