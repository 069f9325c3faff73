import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchStripeAccountLink } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchStripeAccountLinkQuery = NonNullable<CallInput<typeof fetchStripeAccountLink>['query']>;

export const fetchStripeAccountLinkQueryOptions = (client: ApiClient, query: FetchStripeAccountLinkQuery) =>
  operationQueryOptions(client, fetchStripeAccountLink, { query });

export const useFetchStripeAccountLink = (
  query: FetchStripeAccountLinkQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchStripeAccountLinkQueryOptions(useApiClient(), query), ...options });
