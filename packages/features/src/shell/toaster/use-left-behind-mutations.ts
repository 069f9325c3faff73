import { useQueryClient, type Mutation, type MutationObserver } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;
type AnyObserver = MutationObserver<unknown, unknown, unknown, unknown>;

/**
 * Calls `onSettled` for a change that finished after its screen went away (issue 37: "a save that
 * finished after leaving the page"): nobody is left to show how it ended. A screen that is still
 * there shows its own outcome, even when its observer moved on to a newer change of the same form;
 * a call marked `quiet` (useOperationMutation's `whenLeft`) is not a change the reader waits for.
 */
export function useLeftBehindMutations(onSettled: (outcome: 'success' | 'error', error: unknown) => void) {
  const client = useQueryClient();
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  useEffect(() => {
    const observersOf = new Map<AnyMutation, number>();
    const lastObserverOf = new WeakMap<AnyMutation, AnyObserver>();
    const mutationOf = new WeakMap<AnyObserver, AnyMutation>();
    return client.getMutationCache().subscribe((event) => {
      const mutation = event.mutation as AnyMutation | undefined;
      if (!mutation) return;
      if (event.type === 'observerAdded') {
        observersOf.set(mutation, (observersOf.get(mutation) ?? 0) + 1);
        mutationOf.set(event.observer as AnyObserver, mutation);
      } else if (event.type === 'observerRemoved') {
        observersOf.set(mutation, (observersOf.get(mutation) ?? 1) - 1);
        lastObserverOf.set(mutation, event.observer as AnyObserver);
        if (mutationOf.get(event.observer as AnyObserver) === mutation)
          mutationOf.delete(event.observer as AnyObserver);
      } else if (event.type === 'updated') {
        const { type } = event.action;
        if (type !== 'success' && type !== 'error') return;
        if (mutation.meta?.whenLeft === 'quiet') return;
        const watched = (observersOf.get(mutation) ?? 0) > 0;
        observersOf.delete(mutation);
        const last = lastObserverOf.get(mutation);
        // Never watched by a screen, still watched, or its screen went on to a newer change.
        if (watched || !last || mutationOf.has(last)) return;
        latest.current(type, type === 'error' ? event.action.error : null);
      } else if (event.type === 'removed') observersOf.delete(mutation);
    });
  }, [client]);
}
