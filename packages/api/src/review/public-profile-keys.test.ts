import { describe, expect, it } from 'vitest';

import { fetchPortfolio, fetchPublicProfile, fetchUserReviews } from '../contract/review';
import type { ApiClient } from '../client';
import { operationPagesOptions } from '../react/operation-pages';
import { operationQueryOptions } from '../react/operation-query';
import { fetchPortfolioKey, fetchPortfolioQueryOptions } from './fetch-portfolio';
import { fetchPublicProfileKey, fetchPublicProfileQueryOptions } from './fetch-public-profile';
import { fetchUserReviewPagesOptions, fetchUserReviewsKey } from './fetch-user-reviews';

const client = { call: async (operation: { name: string }) => operation.name } as unknown as ApiClient;

describe('the public profile calls loaded on first use', () => {
  it('name their operations as the contract does, so the hydrated answers are found under their keys', () => {
    for (const [key, operation] of [
      [fetchPublicProfileKey, fetchPublicProfile],
      [fetchPortfolioKey, fetchPortfolio],
      [fetchUserReviewsKey, fetchUserReviews],
    ] as const)
      expect(key).toEqual({ name: operation.name, path: operation.path });
    expect(fetchPublicProfileQueryOptions(client, { flid: 'ada' }).queryKey).toEqual(
      operationQueryOptions(client, fetchPublicProfile, { query: { flid: 'ada' } }).queryKey,
    );
    expect(fetchUserReviewPagesOptions(client, { flid: 'ada', page_size: 20 }).queryKey).toEqual(
      operationPagesOptions(client, fetchUserReviews, { flid: 'ada', page_size: 20 }).queryKey,
    );
  });

  it('call the contract operation once it has loaded', async () => {
    const options = fetchPortfolioQueryOptions(client, { flid: 'ada' });
    await expect(
      (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
        signal: new AbortController().signal,
      }),
    ).resolves.toBe('fetchPortfolio');
  });
});
