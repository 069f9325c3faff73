import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchClientReputation } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchClientReputationQueryOptions = (client: ApiClient, clientId: string) =>
  operationQueryOptions(client, fetchClientReputation, { query: { client_id: clientId } });

/** One client's record: the job cards of one client share it (one call per client, cached). */
export const useFetchClientReputation = (clientId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchClientReputationQueryOptions(useApiClient(), clientId), ...options });
