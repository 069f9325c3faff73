import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchSubscriptionPayments } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchSubscriptionPaymentsQuery = NonNullable<
  CallInput<typeof fetchSubscriptionPayments>['query']
>;

export const fetchSubscriptionPaymentsQueryKey = (query: FetchSubscriptionPaymentsQuery) =>
  ['payments', 'fetch-subscription-payments', query] as const;

export const fetchSubscriptionPaymentsQueryOptions = (
  client: ApiClient,
  query: FetchSubscriptionPaymentsQuery,
) =>
  operationQueryOptions(client, fetchSubscriptionPayments, fetchSubscriptionPaymentsQueryKey(query), {
    query,
  });

export const useFetchSubscriptionPayments = (
  query: FetchSubscriptionPaymentsQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchSubscriptionPaymentsQueryOptions(useApiClient(), query), ...options });
