import { useQuery } from '@tanstack/react-query';

import { fetchNotificationSettings } from '../contract/notification';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

/** How each kind reaches the caller, and the mails' language (the settings screen, decision 1220). */
export const useFetchNotificationSettings = (options: QueryHookOptions = {}) =>
  useQuery({ ...operationQueryOptions(useApiClient(), fetchNotificationSettings, {}), ...options });
