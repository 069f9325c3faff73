import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchOffers } from '../contract/offer';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchOffersQuery = NonNullable<CallInput<typeof fetchOffers>['query']>;

export const fetchOffersQueryOptions = (client: ApiClient, query: FetchOffersQuery) =>
  operationQueryOptions(client, fetchOffers, { query });

export const useFetchOffers = (query: FetchOffersQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchOffersQueryOptions(useApiClient(), query), ...options });

/** Offers a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchOfferPages = (query: PagesQuery<typeof fetchOffers>, options: QueryHookOptions = {}) =>
  useInfiniteQuery({ ...operationPagesOptions(useApiClient(), fetchOffers, query), ...options });
