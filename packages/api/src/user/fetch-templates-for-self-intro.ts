import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchTemplatesForSelfIntro } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchTemplatesForSelfIntroQueryOptions = (client: ApiClient, tags = '') =>
  operationQueryOptions(client, fetchTemplatesForSelfIntro, {
    query: { tags },
  });

export const useFetchTemplatesForSelfIntro = (tags = '', options: QueryHookOptions = {}) =>
  useQuery({ ...fetchTemplatesForSelfIntroQueryOptions(useApiClient(), tags), ...options });
