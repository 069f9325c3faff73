import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchOffer } from '../contract/offer';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchOfferQuery = NonNullable<CallInput<typeof fetchOffer>['query']>;

export const fetchOfferQueryOptions = (client: ApiClient, query: FetchOfferQuery) =>
  operationQueryOptions(client, fetchOffer, { query });

export const useFetchOffer = (query: FetchOfferQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchOfferQueryOptions(useApiClient(), query), ...options });
