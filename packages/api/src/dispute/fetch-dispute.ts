import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchDispute } from '../contract/dispute';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchDisputeQueryOptions = (client: ApiClient, disputeId: string) =>
  operationQueryOptions(client, fetchDispute, { query: { dispute_id: disputeId } });

export const useFetchDispute = (disputeId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDisputeQueryOptions(useApiClient(), disputeId), ...options });
