import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchWebhookDeliveries } from '../contract/webhook';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchWebhookDeliveriesQuery = NonNullable<CallInput<typeof fetchWebhookDeliveries>['query']>;

export const fetchWebhookDeliveriesQueryOptions = (client: ApiClient, query: FetchWebhookDeliveriesQuery) =>
  operationQueryOptions(client, fetchWebhookDeliveries, { query });

export const useFetchWebhookDeliveries = (
  query: FetchWebhookDeliveriesQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchWebhookDeliveriesQueryOptions(useApiClient(), query), ...options });
