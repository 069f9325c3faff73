import { useInfiniteQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import type * as ReviewContract from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { lazyOperationPagesOptions, type PagesQuery } from '../react/operation-pages';
import type { QueryHookOptions } from '../react/operation-query';
import { loadReviewContract } from './fetch-public-profile';

type FetchUserReviews = typeof ReviewContract.fetchUserReviews;

export const fetchUserReviewsKey = {
  name: 'fetchUserReviews',
  path: '/api/review/fetch-user-reviews',
} as const;

/** Loads its operation on the first fetch, as the public profile's other calls (fetch-public-profile.ts). */
export const fetchUserReviewPagesOptions = (client: ApiClient, query: PagesQuery<FetchUserReviews>) =>
  lazyOperationPagesOptions<FetchUserReviews>(
    client,
    fetchUserReviewsKey,
    async () => (await loadReviewContract()).fetchUserReviews,
    query,
  );

/** A user's public reviews a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchUserReviewPages = (
  query: PagesQuery<FetchUserReviews>,
  options: QueryHookOptions = {},
) => useInfiniteQuery({ ...fetchUserReviewPagesOptions(useApiClient(), query), ...options });
