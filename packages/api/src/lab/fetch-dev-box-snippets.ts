import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchDevBoxSnippets } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchDevBoxSnippetsQuery = NonNullable<CallInput<typeof fetchDevBoxSnippets>['query']>;

export const fetchDevBoxSnippetsQueryOptions = (client: ApiClient, query: FetchDevBoxSnippetsQuery) =>
  operationQueryOptions(client, fetchDevBoxSnippets, { query });

export const useFetchDevBoxSnippets = (query: FetchDevBoxSnippetsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchDevBoxSnippetsQueryOptions(useApiClient(), query), ...options });
