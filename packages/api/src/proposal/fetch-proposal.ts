import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProposal } from '../contract/proposal';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchProposalQuery = NonNullable<CallInput<typeof fetchProposal>['query']>;

export const fetchProposalQueryOptions = (client: ApiClient, query: FetchProposalQuery) =>
  operationQueryOptions(client, fetchProposal, { query });

export const useFetchProposal = (query: FetchProposalQuery, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProposalQueryOptions(useApiClient(), query), ...options });
