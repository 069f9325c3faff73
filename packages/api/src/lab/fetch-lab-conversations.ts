import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchLabConversations } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchLabConversationsQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchLabConversations);

export const useFetchLabConversations = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchLabConversationsQueryOptions(useApiClient()), ...options });
