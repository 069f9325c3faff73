import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchUnreadCount } from '../contract/notification';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchUnreadCountQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchUnreadCount, {});

/** The bell's number; the live socket writes new values into the same query (useLiveNotifications). */
export const useFetchUnreadCount = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchUnreadCountQueryOptions(useApiClient()), ...options });
