import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchConsolePayments } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchConsolePaymentsQuery = NonNullable<CallInput<typeof searchConsolePayments>['query']>;

export const searchConsolePaymentsQueryOptions = (client: ApiClient, query: SearchConsolePaymentsQuery) =>
  operationQueryOptions(client, searchConsolePayments, { query });

export const useSearchConsolePayments = (query: SearchConsolePaymentsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...searchConsolePaymentsQueryOptions(useApiClient(), query), ...options });
