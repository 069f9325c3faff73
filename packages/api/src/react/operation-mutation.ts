import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { ApiClient, CallInput, CallOutput } from '../client';
import type { Operation } from '../contract/operation';
import { useApiClient } from './api-client-context';
import { keyOfTarget, operationKey, type StaleTarget } from './query-keys';

export type MutationInput<Op> = Omit<CallInput<Op>, 'signal'>;

/**
 * What a call that finishes after its screen is gone tells the reader (issue 37): a change says how
 * it ended in a toast (`report`); a question to the AI, a sign-in step or a read mark is `quiet`.
 */
export type WhenLeft = 'report' | 'quiet';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { whenLeft?: WhenLeft };
  }
}

export type AfterSuccess = {
  /** Marked stale; the ones on screen refetch. Areas by name (`'request'`) or operations (`fetchProfile`). */
  invalidates?: readonly StaleTarget[];
  /** Refetched even when nothing shows them now (the profile after the provider updates: ACCEPTING-SWITCH, SALARY-SWITCHES-ON). */
  reloads?: readonly StaleTarget[];
};

/**
 * Mutation options for one operation: its variables are the call's { params, query, body }; on
 * success the given queries are invalidated or reloaded and awaited, so `isPending` covers the reload.
 */
export function operationMutationOptions<Op extends Operation>(
  client: ApiClient,
  queryClient: QueryClient,
  operation: Op,
  { invalidates = [], reloads = [] }: AfterSuccess = {},
  whenLeft: WhenLeft = 'report',
) {
  return mutationOptions<CallOutput<Op>, Error, MutationInput<Op>>({
    mutationKey: operationKey(operation),
    meta: { whenLeft },
    mutationFn: (input) => client.call(operation, input as CallInput<Op>),
    onSuccess: () => afterSuccess(queryClient, { invalidates, reloads }),
  });
}

export const afterSuccess = (queryClient: QueryClient, { invalidates = [], reloads = [] }: AfterSuccess) =>
  Promise.all([
    ...invalidates.map((target) => queryClient.invalidateQueries({ queryKey: keyOfTarget(target) })),
    ...reloads.map((target) =>
      queryClient.invalidateQueries({ queryKey: keyOfTarget(target), refetchType: 'all' }),
    ),
  ]);

export function useOperationMutation<Op extends Operation>(
  operation: Op,
  after: AfterSuccess = {},
  whenLeft: WhenLeft = 'report',
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation(operationMutationOptions(client, queryClient, operation, after, whenLeft));
}
