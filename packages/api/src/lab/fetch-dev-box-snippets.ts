import { useInfiniteQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchDevBoxSnippets } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions } from '../react/operation-query';

export type FetchDevBoxSnippetsQuery = NonNullable<CallInput<typeof fetchDevBoxSnippets>['query']>;

export const fetchDevBoxSnippetsQueryOptions = (client: ApiClient, query: FetchDevBoxSnippetsQuery) =>
  operationQueryOptions(client, fetchDevBoxSnippets, { query });

/** My snippets a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchDevBoxSnippetPages = (query: PagesQuery<typeof fetchDevBoxSnippets>) =>
  useInfiniteQuery(operationPagesOptions(useApiClient(), fetchDevBoxSnippets, query));
