import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProjectDisputes } from '../contract/dispute';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProjectDisputesQuery = NonNullable<CallInput<typeof fetchProjectDisputes>['query']>;

export const fetchProjectDisputesQueryOptions = (client: ApiClient, query: FetchProjectDisputesQuery) =>
  operationQueryOptions(client, fetchProjectDisputes, { query });

export const useFetchProjectDisputes = (query: FetchProjectDisputesQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProjectDisputesQueryOptions(useApiClient(), query), ...options });
