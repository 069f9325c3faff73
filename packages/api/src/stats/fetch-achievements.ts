import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchAchievements } from '../contract/stats';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchAchievementsQuery = NonNullable<CallInput<typeof fetchAchievements>['query']>;

export const fetchAchievementsQueryOptions = (client: ApiClient, query: FetchAchievementsQuery) =>
  operationQueryOptions(client, fetchAchievements, { query });

export const useFetchAchievements = (query: FetchAchievementsQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchAchievementsQueryOptions(useApiClient(), query), ...options });
