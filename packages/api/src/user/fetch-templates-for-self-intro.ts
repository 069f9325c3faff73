import { useQuery } from '@tanstack/react-query';

import type { ApiClient, CallInput } from '../client';
import { fetchTemplatesForSelfIntro } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export type FetchTemplatesForSelfIntroQuery = NonNullable<
  CallInput<typeof fetchTemplatesForSelfIntro>['query']
>;

export const fetchTemplatesForSelfIntroQueryOptions = (
  client: ApiClient,
  query: FetchTemplatesForSelfIntroQuery,
) => operationQueryOptions(client, fetchTemplatesForSelfIntro, { query });

export const useFetchTemplatesForSelfIntro = (
  query: FetchTemplatesForSelfIntroQuery,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchTemplatesForSelfIntroQueryOptions(useApiClient(), query), ...options });
