import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchWebhookEndpoints } from '../contract/webhook';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchWebhookEndpointsQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchWebhookEndpoints);

export const useFetchWebhookEndpoints = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchWebhookEndpointsQueryOptions(useApiClient()), ...options });
