import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchGeneratedImages } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchGeneratedImagesQuery = NonNullable<CallInput<typeof fetchGeneratedImages>['query']>;

export const fetchGeneratedImagesQueryOptions = (client: ApiClient, query: FetchGeneratedImagesQuery) =>
  operationQueryOptions(client, fetchGeneratedImages, { query });

export const useFetchGeneratedImages = (query: FetchGeneratedImagesQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchGeneratedImagesQueryOptions(useApiClient(), query), ...options });
