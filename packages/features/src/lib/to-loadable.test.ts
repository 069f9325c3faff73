import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toLoadable } from './to-loadable';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** A real query observer's result once `settled` holds, as a screen's hook would return it. */
async function observe<T>(
  queryFn: () => Promise<T>,
  settled: (result: QueryObserverResult<T>) => boolean,
): Promise<QueryObserverResult<T>> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const observer = new QueryObserver<T>(client, { queryKey: ['test', clients.length], queryFn });
  return new Promise((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (!settled(result)) return;
      unsubscribe();
      resolve(result);
    });
    // Subscribing starts the fetch; a result that already holds is not notified again.
    const current = observer.getCurrentResult();
    if (settled(current)) {
      unsubscribe();
      resolve(current);
    }
  });
}

describe('toLoadable', () => {
  it('is loading while the query is pending', async () => {
    const pending = await observe(
      () => new Promise<number[]>(() => {}),
      (result) => result.isFetching,
    );
    expect(toLoadable(pending)).toEqual({ status: 'loading' });
  });

  it('gives the data once the query succeeds, reshaped by select', async () => {
    const success = await observe(
      async () => ({ items: [1, 2, 3] }),
      (result) => result.isSuccess,
    );
    expect(toLoadable(success)).toEqual({ status: 'ready', data: { items: [1, 2, 3] } });
    expect(toLoadable(success, (data) => data.items.length)).toEqual({ status: 'ready', data: 3 });
  });

  it('is an error when the query fails, and its retry refetches', async () => {
    let calls = 0;
    const failed = await observe(
      async () => {
        calls += 1;
        throw new Error('offline');
      },
      (result) => result.isError,
    );
    const state = toLoadable(failed, () => 'unused');
    expect(state.status).toBe('error');
    if (state.status !== 'error') return;
    const refetch = vi.spyOn(failed, 'refetch');
    state.onRetry?.();
    expect(refetch).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('never hands select missing data', () => {
    const select = vi.fn();
    const state = toLoadable({ isPending: false, isError: false, data: undefined, refetch: vi.fn() }, select);
    expect(state.status).toBe('error');
    expect(select).not.toHaveBeenCalled();
  });
});
