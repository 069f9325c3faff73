import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import type * as ReviewContract from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { lazyOperationQueryOptions, type QueryHookOptions } from '../react/operation-query';

/**
 * The public profile's calls load the review contract (its zod schemas) on their first fetch: the
 * profile page hydrates from the answers the API rendered it with and so loads no schema (decision
 * 1330). The keys name the operations as the contract does (public-profile-keys.test.ts).
 */
export const loadReviewContract = () => import('../contract/review');

export const fetchPublicProfileKey = {
  name: 'fetchPublicProfile',
  path: '/api/review/fetch-public-profile',
} as const;

export type FetchPublicProfileQuery = NonNullable<
  CallInput<typeof ReviewContract.fetchPublicProfile>['query']
>;

export const fetchPublicProfileQueryOptions = (client: ApiClient, query: FetchPublicProfileQuery) =>
  lazyOperationQueryOptions<typeof ReviewContract.fetchPublicProfile>(
    client,
    fetchPublicProfileKey,
    async () => (await loadReviewContract()).fetchPublicProfile,
    { query },
  );

export const useFetchPublicProfile = (query: FetchPublicProfileQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPublicProfileQueryOptions(useApiClient(), query), ...options });
