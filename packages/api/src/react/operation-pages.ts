import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

import type { ApiClient, CallInput, CallOutput } from '../client';
import type { Operation } from '../contract/operation';
import { queryKeyOf, type QueryInput } from './query-keys';

/** Where a paged answer stands (CALL-PAGING): its page, its page size and the total. */
export type PageMark = { page: number; page_size: number; total: number };

/** The page after `last`, or undefined when `last` reached the total. */
export const nextPageOf = (last: PageMark) =>
  last.page * last.page_size < last.total ? last.page + 1 : undefined;

/** A list call's query without its page: the pages are asked for one after the other. */
export type PagesQuery<Op> = Omit<NonNullable<CallInput<Op> extends { query?: infer Q } ? Q : never>, 'page'>;

/**
 * Infinite-query options for a paged list call (LIST-LOAD-MORE): page 1 first, the next page on
 * demand while the answers' total says there is more. The key is the operation's own with a last
 * `pages` segment: the area's and the operation's invalidations reach it, and the single-page
 * query of the same input keeps a key of its own (the two cache different shapes).
 */
export function operationPagesOptions<Op extends Operation>(
  client: ApiClient,
  operation: Op,
  query: PagesQuery<Op>,
) {
  return lazyOperationPagesOptions(client, operation, async () => operation, query);
}

/** The same, with the operation loaded on the first fetch (as lazyOperationQueryOptions). */
export function lazyOperationPagesOptions<Op extends Operation>(
  client: ApiClient,
  key: Pick<Operation, 'name' | 'path'>,
  load: () => Promise<Op>,
  query: PagesQuery<Op>,
) {
  return infiniteQueryOptions<CallOutput<Op>, Error, InfiniteData<CallOutput<Op>, number>, QueryKey, number>({
    queryKey: [...queryKeyOf(key, { query } as QueryInput), 'pages'],
    queryFn: async ({ pageParam, signal }) =>
      client.call(await load(), { query: { ...query, page: pageParam }, signal } as CallInput<Op>),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last as PageMark),
  });
}
