import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '@lancer/ui/components/skeleton';

import { LoadFailed } from '../../components/load-failed';

/** One list's state, as the view needs it. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; data: T };

type LoadStateProps<T> = { state: Loadable<T>; children: (data: T) => ReactNode };

/** Loading skeleton, an error with retry, or the content. */
export function LoadState<T>({ state, children }: LoadStateProps<T>) {
  const { t } = useTranslation('payments');
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('common:loading')} className="flex flex-col gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (state.status === 'error') return <LoadFailed message={t('loadFailed')} onRetry={state.onRetry} />;
  return <>{children(state.data)}</>;
}
