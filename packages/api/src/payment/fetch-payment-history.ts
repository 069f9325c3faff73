import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchPaymentHistory } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchPaymentHistoryQuery = NonNullable<CallInput<typeof fetchPaymentHistory>['query']>;

export const fetchPaymentHistoryQueryOptions = (client: ApiClient, query: FetchPaymentHistoryQuery) =>
  operationQueryOptions(client, fetchPaymentHistory, { query });

export const useFetchPaymentHistory = (query: FetchPaymentHistoryQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPaymentHistoryQueryOptions(useApiClient(), query), ...options });
