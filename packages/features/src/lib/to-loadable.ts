import type { Loadable } from '@lancer/ui/components/load-state';

/** The parts of a TanStack query result that say where the load stands. */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * A query's state as a view's Loadable: pending is loading, an error (or no data) is an error the
 * user can retry by refetching, otherwise the data, optionally reshaped for the view by `select`.
 */
export function toLoadable<T>(query: QueryLike<T>): Loadable<T>;
export function toLoadable<T, R>(query: QueryLike<T>, select: (data: T) => R): Loadable<R>;
export function toLoadable<T, R>(query: QueryLike<T>, select?: (data: T) => R): Loadable<T | R> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError || query.data === undefined) {
    return { status: 'error', onRetry: () => void query.refetch() };
  }
  return { status: 'ready', data: select ? select(query.data) : query.data };
}
