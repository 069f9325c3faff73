import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchNotifications } from '../contract/notification';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchNotificationsQuery = NonNullable<CallInput<typeof fetchNotifications>['query']>;

export const fetchNotificationsQueryOptions = (client: ApiClient, query: FetchNotificationsQuery) =>
  operationQueryOptions(client, fetchNotifications, { query });

/** One page of the caller's notifications (the popover's latest, a page of /notifications). */
export const useFetchNotifications = (query: FetchNotificationsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchNotificationsQueryOptions(useApiClient(), query), ...options });
