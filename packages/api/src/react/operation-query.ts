import { queryOptions, type QueryKey } from '@tanstack/react-query';

import type { ApiClient, CallInput, CallOutput } from '../client';
import type { Operation } from '../contract/operation';

/** What a screen may set on a query hook: wait for an id, or poll. */
export type QueryHookOptions = { enabled?: boolean; refetchInterval?: number | false };

/** Query options for one GET operation under the key its own file owns. */
export function operationQueryOptions<Op extends Operation, Key extends QueryKey>(
  client: ApiClient,
  operation: Op,
  queryKey: Key,
  input?: Omit<CallInput<Op>, 'signal'>,
) {
  return queryOptions<CallOutput<Op>, Error, CallOutput<Op>, Key>({
    queryKey,
    queryFn: ({ signal }) => client.call(operation, { ...input, signal } as CallInput<Op>),
  });
}
