import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProductCollaborators } from '../contract/product';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProductCollaboratorsQuery = NonNullable<
  CallInput<typeof fetchProductCollaborators>['query']
>;

export const fetchProductCollaboratorsQueryOptions = (
  client: ApiClient,
  query: FetchProductCollaboratorsQuery,
) =>
  operationQueryOptions(client, fetchProductCollaborators, {
    query,
  });

export const useFetchProductCollaborators = (
  query: FetchProductCollaboratorsQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchProductCollaboratorsQueryOptions(useApiClient(), query), ...options });
