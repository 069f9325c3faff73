import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchHistory } from '../contract/activity';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchHistoryQuery = NonNullable<CallInput<typeof fetchHistory>['query']>;

export const fetchHistoryQueryOptions = (client: ApiClient, query: FetchHistoryQuery) =>
  operationQueryOptions(client, fetchHistory, { query });

export const useFetchHistory = (query: FetchHistoryQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchHistoryQueryOptions(useApiClient(), query), ...options });
