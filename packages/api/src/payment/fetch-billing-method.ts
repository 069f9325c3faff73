import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchBillingMethod } from '../contract/payment';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchBillingMethodQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchBillingMethod);

export const useFetchBillingMethod = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchBillingMethodQueryOptions(useApiClient()), ...options });
