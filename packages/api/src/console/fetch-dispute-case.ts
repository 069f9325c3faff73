import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchDisputeCase } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchDisputeCaseQueryOptions = (client: ApiClient, disputeId: string) =>
  operationQueryOptions(client, fetchDisputeCase, { query: { dispute_id: disputeId } });

export const useFetchDisputeCase = (disputeId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDisputeCaseQueryOptions(useApiClient(), disputeId), ...options });
