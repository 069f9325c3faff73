import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchPortfolio } from '../contract/review';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchPortfolioQueryOptions = (client: ApiClient, flid: string) =>
  operationQueryOptions(client, fetchPortfolio, { query: { flid } });

/** A provider's portfolio as everyone sees it (404 while the profile is hidden: PROFILE-HIDE). */
export const useFetchPortfolio = (flid: string, options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPortfolioQueryOptions(useApiClient(), flid), ...options });
