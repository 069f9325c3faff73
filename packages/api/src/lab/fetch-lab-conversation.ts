import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchLabConversation } from '../contract/lab';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchLabConversationQueryOptions = (client: ApiClient, conversationId: string) =>
  operationQueryOptions(client, fetchLabConversation, { query: { conversation_id: conversationId } });

export const useFetchLabConversation = (conversationId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchLabConversationQueryOptions(useApiClient(), conversationId), ...options });
