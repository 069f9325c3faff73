import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CallInput, CallOutput } from '../client';
import type { Operation } from '../contract/operation';
import { useApiClient } from './api-client-context';
import { afterSuccess, type AfterSuccess, type MutationInput } from './operation-mutation';

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
