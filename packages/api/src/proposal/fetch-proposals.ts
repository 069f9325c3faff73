import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProposals } from '../contract/proposal';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProposalsQuery = NonNullable<CallInput<typeof fetchProposals>['query']>;

export const fetchProposalsQueryOptions = (client: ApiClient, query: FetchProposalsQuery) =>
  operationQueryOptions(client, fetchProposals, { query });

export const useFetchProposals = (query: FetchProposalsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProposalsQueryOptions(useApiClient(), query), ...options });

/** Proposals a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchProposalPages = (
  query: PagesQuery<typeof fetchProposals>,
  options: QueryHookOptions = {},
) => useInfiniteQuery({ ...operationPagesOptions(useApiClient(), fetchProposals, query), ...options });
