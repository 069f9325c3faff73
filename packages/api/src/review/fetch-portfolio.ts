import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import type * as ReviewContract from '../contract/review';
import { lazyOperationQueryOptions, type QueryHookOptions } from '../react/operation-query';
import { useApiClient } from '../react/api-client-context';
import { loadReviewContract } from './fetch-public-profile';

export const fetchPortfolioKey = { name: 'fetchPortfolio', path: '/api/review/fetch-portfolio' } as const;

export type FetchPortfolioQuery = NonNullable<CallInput<typeof ReviewContract.fetchPortfolio>['query']>;

/** Loads its operation on the first fetch, as the public profile's other calls (fetch-public-profile.ts). */
export const fetchPortfolioQueryOptions = (client: ApiClient, query: FetchPortfolioQuery) =>
  lazyOperationQueryOptions<typeof ReviewContract.fetchPortfolio>(
    client,
    fetchPortfolioKey,
    async () => (await loadReviewContract()).fetchPortfolio,
    { query },
  );

/** A provider's portfolio as everyone sees it (404 while the profile is hidden: PROFILE-HIDE). */
export const useFetchPortfolio = (query: FetchPortfolioQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPortfolioQueryOptions(useApiClient(), query), ...options });
