import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchWebhookDeliveries } from '../contract/webhook';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchWebhookDeliveriesQueryOptions = (client: ApiClient, endpointId: string) =>
  operationQueryOptions(client, fetchWebhookDeliveries, { query: { endpoint_id: endpointId } });

export const useFetchWebhookDeliveries = (endpointId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchWebhookDeliveriesQueryOptions(useApiClient(), endpointId), ...options });
