import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchInvitations } from '../contract/invitation';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchInvitationsQuery = NonNullable<CallInput<typeof fetchInvitations>['query']>;

export const fetchInvitationsQueryOptions = (client: ApiClient, query: FetchInvitationsQuery) =>
  operationQueryOptions(client, fetchInvitations, { query });

export const useFetchInvitations = (query: FetchInvitationsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchInvitationsQueryOptions(useApiClient(), query), ...options });

/** Invitations a page at a time, the next page on demand (LIST-LOAD-MORE). */
export const useFetchInvitationPages = (
  query: PagesQuery<typeof fetchInvitations>,
  options: QueryHookOptions = {},
) => useInfiniteQuery({ ...operationPagesOptions(useApiClient(), fetchInvitations, query), ...options });
