import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProposalRevisions } from '../contract/proposal';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProposalRevisionsQuery = NonNullable<CallInput<typeof fetchProposalRevisions>['query']>;

export const fetchProposalRevisionsQueryOptions = (client: ApiClient, query: FetchProposalRevisionsQuery) =>
  operationQueryOptions(client, fetchProposalRevisions, { query });

export const useFetchProposalRevisions = (
  query: FetchProposalRevisionsQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchProposalRevisionsQueryOptions(useApiClient(), query), ...options });
