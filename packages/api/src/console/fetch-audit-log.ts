import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchAuditLog } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchAuditLogQuery = NonNullable<CallInput<typeof fetchAuditLog>['query']>;

export const fetchAuditLogQueryOptions = (client: ApiClient, query: FetchAuditLogQuery) =>
  operationQueryOptions(client, fetchAuditLog, { query });

export const useFetchAuditLog = (query: FetchAuditLogQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchAuditLogQueryOptions(useApiClient(), query), ...options });
