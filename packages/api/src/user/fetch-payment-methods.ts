import { useQuery } from '@tanstack/react-query';

import type { ApiClient } from '../client';
import { fetchPaymentMethods } from '../contract/user';
import { useApiClient } from '../react/api-client-context';
import { operationQueryOptions, type QueryHookOptions } from '../react/operation-query';

export const fetchPaymentMethodsQueryOptions = (client: ApiClient) =>
  operationQueryOptions(client, fetchPaymentMethods);

export const useFetchPaymentMethods = (options: QueryHookOptions = {}) =>
  useQuery({ ...fetchPaymentMethodsQueryOptions(useApiClient()), ...options });
