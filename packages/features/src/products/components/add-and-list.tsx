import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { FormAlert } from '../../components/form-alert';

type AddAndListProps<T> = {
  /** The tab's texts: `add`, `loadFailed`, `emptyTitle`, `emptyBody` and the failure title under this prefix. */
  keyPrefix: 'development' | 'issues' | 'ops' | 'plan';
  failureKey?: 'saveFailed' | 'actionFailed';
  /** The add form. */
  form: React.ReactNode;
  /** The server's reason when the last save failed. */
  failure: string | null;
  state: Loadable<readonly T[]>;
  children: (items: readonly T[]) => React.ReactNode;
};

/** The body every writable products tab shares: its add form, the last failure, then its list's states. */
export function AddAndList<T>({
  keyPrefix,
  failureKey = 'saveFailed',
  form,
  failure,
  state,
  children,
}: AddAndListProps<T>) {
  const { t } = useTranslation('products', { keyPrefix });
  const loadStateLabels = useLoadStateLabels();
  return (
    <>
      <section aria-label={t('add')} className="rounded-lg border p-4">
        {form}
      </section>
      {failure !== null ? <FormAlert title={t(failureKey)} reason={failure} /> : null}
      <LoadState
        {...loadStateLabels}
        state={state}
        errorTitle={t('loadFailed')}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
      >
        {children}
      </LoadState>
    </>
  );
}
