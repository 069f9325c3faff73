import { useInfiniteQuery } from '@tanstack/react-query';

import { fetchUserReviews } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import type { QueryHookOptions } from '../react/operation-query';

/** A user's public reviews a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchUserReviewPages = (
  query: PagesQuery<typeof fetchUserReviews>,
  options: QueryHookOptions = {},
) => useInfiniteQuery({ ...operationPagesOptions(useApiClient(), fetchUserReviews, query), ...options });
