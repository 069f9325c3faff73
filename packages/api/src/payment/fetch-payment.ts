import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchPayment } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchPaymentQuery = NonNullable<CallInput<typeof fetchPayment>['query']>;

export const fetchPaymentQueryOptions = (client: ApiClient, query: FetchPaymentQuery) =>
  operationQueryOptions(client, fetchPayment, { query });

export const useFetchPayment = (query: FetchPaymentQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPaymentQueryOptions(useApiClient(), query), ...options });
