import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchPublicProfile } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchPublicProfileQueryOptions = (client: ApiClient, flid: string) =>
  operationQueryOptions(client, fetchPublicProfile, { query: { flid } });

export const useFetchPublicProfile = (flid: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPublicProfileQueryOptions(useApiClient(), flid), ...options });
