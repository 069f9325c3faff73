import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import type { ApiClient, CallInput, CallOutput } from '../client';
import type { Operation } from '../contract/operation';
import { useApiClient } from './api-client-context';
import { afterSuccess, type AfterSuccess, type MutationInput } from './operation-mutation';
import { queryKeyOf } from './query-keys';

/**
 * Like useOperationMutation, but the operation (with its zod schemas) is loaded on the first call:
 * a page that only shows a form, such as /signin, downloads no validation library until it submits
 * (decision 0710). `load` gives the operation and what its success makes stale.
 */
export function useLazyOperationMutation<Op extends Operation>(
  load: () => Promise<{ operation: Op; after?: AfterSuccess }>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CallOutput<Op>, Error, MutationInput<Op>>({
    mutationFn: async (input) => client.call((await load()).operation, input as CallInput<Op>),
    onSuccess: async () => afterSuccess(queryClient, (await load()).after ?? {}),
  });
}

/**
 * Query options of a GET operation loaded on the first fetch, under the key of operationQueryOptions
 * (`key` names the operation as the contract does; a test checks they agree).
 */
export function lazyOperationQueryOptions<Op extends Operation>(
  client: ApiClient,
  key: Pick<Operation, 'name' | 'path'>,
  load: () => Promise<Op>,
) {
  return queryOptions<CallOutput<Op>, Error, CallOutput<Op>, QueryKey>({
    queryKey: queryKeyOf(key),
    queryFn: async ({ signal }) => client.call(await load(), { signal } as CallInput<Op>),
  });
}
