import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchSubscriptionPayments } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchSubscriptionPaymentsQuery = NonNullable<
  CallInput<typeof fetchSubscriptionPayments>['query']
>;

export const fetchSubscriptionPaymentsQueryOptions = (
  client: ApiClient,
  query: FetchSubscriptionPaymentsQuery,
) =>
  operationQueryOptions(client, fetchSubscriptionPayments, {
    query,
  });

export const useFetchSubscriptionPayments = (
  query: FetchSubscriptionPaymentsQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchSubscriptionPaymentsQueryOptions(useApiClient(), query), ...options });
