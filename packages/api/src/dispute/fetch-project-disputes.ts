import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchProjectDisputes } from '../contract/dispute';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchProjectDisputesQueryOptions = (client: ApiClient, projectId: string) =>
  operationQueryOptions(client, fetchProjectDisputes, { query: { project_id: projectId } });

export const useFetchProjectDisputes = (projectId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProjectDisputesQueryOptions(useApiClient(), projectId), ...options });
