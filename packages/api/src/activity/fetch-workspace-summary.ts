import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchWorkspaceSummary } from '../contract/activity';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchWorkspaceSummaryQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchWorkspaceSummary);

export const useFetchWorkspaceSummary = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchWorkspaceSummaryQueryOptions(useApiClient()), ...options });
