import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchTimesheet } from '../contract/hourly';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchTimesheetQuery = NonNullable<CallInput<typeof fetchTimesheet>['query']>;

export const fetchTimesheetQueryOptions = (client: ApiClient, query: FetchTimesheetQuery) =>
  operationQueryOptions(client, fetchTimesheet, { query });

export const useFetchTimesheet = (query: FetchTimesheetQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchTimesheetQueryOptions(useApiClient(), query), ...options });
