import type { Loadable } from './load-state';

type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

/** A query's state as the views' Loadable. */
export function toLoadable<T, R>(query: QueryLike<T>, select: (data: T) => R): Loadable<R> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError || query.data === undefined)
    return { status: 'error', onRetry: () => void query.refetch() };
  return { status: 'ready', data: select(query.data) };
}
