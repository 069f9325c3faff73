import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchTimesheet } from '../contract/hourly';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchTimesheetQueryOptions = (client: ApiClient, projectId: string, weekStart?: string) =>
  operationQueryOptions(client, fetchTimesheet, {
    query: { project_id: projectId, ...(weekStart ? { week_start: weekStart } : {}) },
  });

export const useFetchTimesheet = (projectId: string, weekStart?: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchTimesheetQueryOptions(useApiClient(), projectId, weekStart), ...options });
