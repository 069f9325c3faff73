import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { DEFAULT_ONBOARDING_LINK_TYPE } from '../constants';
import { fetchStripeAccountLink } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchStripeAccountLinkQueryOptions = (
  client: ApiClient,
  linkType: 'account_onboarding' | 'account_update' = DEFAULT_ONBOARDING_LINK_TYPE,
) =>
  operationQueryOptions(client, fetchStripeAccountLink, {
    query: { link_type: linkType },
  });

export const useFetchStripeAccountLink = (
  linkType: 'account_onboarding' | 'account_update' = DEFAULT_ONBOARDING_LINK_TYPE,
  options: QueryHookOptions = {},
) => useQuery({ ...fetchStripeAccountLinkQueryOptions(useApiClient(), linkType), ...options });
