import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProjectCollaborators } from '../contract/project';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProjectCollaboratorsQuery = NonNullable<
  CallInput<typeof fetchProjectCollaborators>['query']
>;

export const fetchProjectCollaboratorsQueryOptions = (
  client: ApiClient,
  query: FetchProjectCollaboratorsQuery,
) =>
  operationQueryOptions(client, fetchProjectCollaborators, {
    query,
  });

export const useFetchProjectCollaborators = (
  query: FetchProjectCollaboratorsQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchProjectCollaboratorsQueryOptions(useApiClient(), query), ...options });
