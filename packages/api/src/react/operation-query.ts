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
  return lazyOperationQueryOptions(client, operation, async () => operation, input);
}

/**
 * The same, with the operation (and its zod schemas) loaded on the first fetch: a page hydrated
 * from answers the server rendered it with validates nothing and so loads no schema (decisions 0710,
 * 1330). `key` names the operation as the contract does (the callers' tests check they agree).
 */
export function lazyOperationQueryOptions<Op extends Operation>(
  client: ApiClient,
  key: Pick<Operation, 'name' | 'path'>,
  load: () => Promise<Op>,
  input?: Omit<CallInput<Op>, 'signal'>,
) {
  return queryOptions<CallOutput<Op>, Error, CallOutput<Op>, QueryKey>({
    queryKey: queryKeyOf(key, (input ?? {}) as QueryInput),
    queryFn: async ({ signal }) => client.call(await load(), { ...input, signal } as CallInput<Op>),
  });
}
