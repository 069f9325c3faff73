import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchBlogPosts } from '../contract/site';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchBlogPostsQuery = NonNullable<CallInput<typeof fetchBlogPosts>['query']>;

export const fetchBlogPostsQueryOptions = (client: ApiClient, query: FetchBlogPostsQuery) =>
  operationQueryOptions(client, fetchBlogPosts, { query });

export const useFetchBlogPosts = (query: FetchBlogPostsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchBlogPostsQueryOptions(useApiClient(), query), ...options });
