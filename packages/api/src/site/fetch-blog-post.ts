import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchBlogPost } from '../contract/site';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchBlogPostQuery = NonNullable<CallInput<typeof fetchBlogPost>['query']>;

export const fetchBlogPostQueryOptions = (client: ApiClient, query: FetchBlogPostQuery) =>
  operationQueryOptions(client, fetchBlogPost, { query });

export const useFetchBlogPost = (query: FetchBlogPostQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchBlogPostQueryOptions(useApiClient(), query), ...options });
