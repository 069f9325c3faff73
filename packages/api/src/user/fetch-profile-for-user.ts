import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchProfileForUser } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

/** The user's id is a path parameter here: the hook takes the contract's `params` object. */
export type FetchProfileForUserParams = CallInput<typeof fetchProfileForUser>['params'];

export const fetchProfileForUserQueryOptions = (client: ApiClient, params: FetchProfileForUserParams) =>
  operationQueryOptions(client, fetchProfileForUser, { params });

export const useFetchProfileForUser = (params: FetchProfileForUserParams, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchProfileForUserQueryOptions(useApiClient(), params), ...options });
