import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchClientReputation } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchClientReputationQuery = NonNullable<CallInput<typeof fetchClientReputation>['query']>;

export const fetchClientReputationQueryOptions = (client: ApiClient, query: FetchClientReputationQuery) =>
  operationQueryOptions(client, fetchClientReputation, { query });

/** One client's record: the job cards of one client share it (one call per client, cached). */
export const useFetchClientReputation = (query: FetchClientReputationQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchClientReputationQueryOptions(useApiClient(), query), ...options });
