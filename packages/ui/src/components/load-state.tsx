import type * as React from 'react';

import { cn } from '../lib/cn';
import { useUiTexts } from './ui-texts';
import { Alert, AlertTitle } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

/** What a screen knows about one thing it loads: still loading, failed (maybe retryable), or its data. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; onRetry?: () => void } | { status: 'ready'; data: T };

export type LoadStateProps<T> = {
  state: Loadable<T>;
  /** The content, given the loaded data. */
  children: (data: T) => React.ReactNode;
  /** Data that is there but has nothing to show (an empty list): the `empty` state is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: { title: React.ReactNode; description?: React.ReactNode; action?: React.ReactNode };
  /** What failed to load, e.g. "Payments could not be loaded." */
  errorTitle: string;
  /** Accessible name of the loading placeholder. */
  loadingLabel?: string;
  /** Text of the error's retry button. */
  retryLabel?: string;
  /** Placeholder shaped like the content; two bars by default. */
  skeleton?: React.ReactNode;
  /** Placed on the loading, empty and error states (not on the content). */
  className?: string;
};

/**
 * The one look of a screen part's loading, empty and error states: a skeleton announced as a
 * status, the EmptyState, or a destructive alert with a retry button; otherwise the content.
 */
export function LoadState<T>({
  state,
  children,
  isEmpty,
  empty,
  errorTitle,
  loadingLabel,
  retryLabel,
  skeleton,
  className,
}: LoadStateProps<T>) {
  const texts = useUiTexts();
  if (state.status === 'loading') {
    return (
      <div
        data-slot="load-state-loading"
        role="status"
        aria-label={loadingLabel ?? texts.loadState.loading}
        aria-busy="true"
        className={cn('flex flex-col gap-2', className)}
      >
        {skeleton ?? (
          <>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </>
        )}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert variant="destructive" data-slot="load-state-error" className={className}>
        <AlertTitle>{errorTitle}</AlertTitle>
        {state.onRetry ? (
          <div className="col-start-2 mt-2">
            <Button variant="outline" size="sm" onClick={state.onRetry}>
              {retryLabel ?? texts.loadState.retry}
            </Button>
          </div>
        ) : null}
      </Alert>
    );
  }
  if (empty && isEmpty?.(state.data)) {
    return (
      <EmptyState
        className={className}
        title={empty.title}
        description={empty.description}
        action={empty.action}
      />
    );
  }
  return <>{children(state.data)}</>;
}
