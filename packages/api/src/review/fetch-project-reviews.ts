import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchProjectReviews } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchProjectReviewsQueryOptions = (client: ApiClient, projectId: string) =>
  operationQueryOptions(client, fetchProjectReviews, { query: { project_id: projectId } });

export const useFetchProjectReviews = (projectId: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProjectReviewsQueryOptions(useApiClient(), projectId), ...options });
