import { queryOptions, type QueryKey } from '@tanstack/react-query';

import type { ApiClient, CallInput, CallOutput } from '../client';
import type { Operation } from '../contract/operation';
import { queryKeyOf, type QueryInput } from './query-keys';

/** What a screen may set on a query hook: wait for an id, or poll. */
export type QueryHookOptions = { enabled?: boolean; refetchInterval?: number | false };

/** Query options for one GET operation, under the key derived from the operation and its input. */
export function operationQueryOptions<Op extends Operation>(
  client: ApiClient,
  operation: Op,
  input?: Omit<CallInput<Op>, 'signal'>,
) {
  return queryOptions<CallOutput<Op>, Error, CallOutput<Op>, QueryKey>({
    queryKey: queryKeyOf(operation, (input ?? {}) as QueryInput),
    queryFn: ({ signal }) => client.call(operation, { ...input, signal } as CallInput<Op>),
  });
}
