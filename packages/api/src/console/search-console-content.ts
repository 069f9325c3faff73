import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { searchConsoleContent } from '../contract/console';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type SearchConsoleContentQuery = NonNullable<CallInput<typeof searchConsoleContent>['query']>;

export const searchConsoleContentQueryOptions = (client: ApiClient, query: SearchConsoleContentQuery) =>
  operationQueryOptions(client, searchConsoleContent, { query });

export const useSearchConsoleContent = (query: SearchConsoleContentQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...searchConsoleContentQueryOptions(useApiClient(), query), ...options });
