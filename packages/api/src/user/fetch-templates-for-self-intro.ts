import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchTemplatesForSelfIntro } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchTemplatesForSelfIntroQueryKey = (tags = '') =>
  ['user', 'self-intro-templates', tags] as const;

export const fetchTemplatesForSelfIntroQueryOptions = (client: ApiClient, tags = '') =>
  operationQueryOptions(client, fetchTemplatesForSelfIntro, fetchTemplatesForSelfIntroQueryKey(tags), {
    query: { tags },
  });

export const useFetchTemplatesForSelfIntro = (tags = '', options: QueryHookOptions = {}) =>
  useQuery({ ...fetchTemplatesForSelfIntroQueryOptions(useApiClient(), tags), ...options });
