import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProjectReviews } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProjectReviewsQuery = NonNullable<CallInput<typeof fetchProjectReviews>['query']>;

export const fetchProjectReviewsQueryOptions = (client: ApiClient, query: FetchProjectReviewsQuery) =>
  operationQueryOptions(client, fetchProjectReviews, { query });

export const useFetchProjectReviews = (query: FetchProjectReviewsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProjectReviewsQueryOptions(useApiClient(), query), ...options });
