import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchNotifications } from '../contract/notification';
import { useApiClient } from '../react/api-client-context';
import { operationPagesOptions, type PagesQuery } from '../react/operation-pages';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchNotificationsQuery = NonNullable<CallInput<typeof fetchNotifications>['query']>;

export const fetchNotificationsQueryOptions = (client: ApiClient, query: FetchNotificationsQuery) =>
  operationQueryOptions(client, fetchNotifications, { query });

/** One page of the caller's notifications (the popover's latest, a page of /notifications). */
export const useFetchNotifications = (query: FetchNotificationsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchNotificationsQueryOptions(useApiClient(), query), ...options });

/** The caller's notifications a page at a time, the next page on demand (/notifications, LIST-LOAD-MORE). */
export const useFetchNotificationPages = (
  query: PagesQuery<typeof fetchNotifications>,
  options: QueryHookOptions = {},
) => useInfiniteQuery({ ...operationPagesOptions(useApiClient(), fetchNotifications, query), ...options });
