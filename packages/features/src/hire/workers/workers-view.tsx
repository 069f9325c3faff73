import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { Badge } from '@lancer/api/schemas/achievement';
import type { PortfolioItem } from '@lancer/api/schemas/review-portfolio';
import type { Request } from '@lancer/api/schemas/request';
import type { PublicUser } from '@lancer/api/schemas/user';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import type { LoadMore } from '../../lib/load-more-button';
import { SaveSearchButton, type SaveSearchState } from '../../components/save-search-button';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { ListPagination } from '../components/list-pagination';
import { WorkerCard } from './components/worker-card';
import { WorkerFiltersForm, WorkerSortSelect, type WorkerFilters } from './components/worker-filters';
import { WorkerSheet, type InviteState } from './components/worker-sheet';

type WorkersPage = { users: readonly PublicUser[]; total: number; page: number; page_size: number };

export type WorkersViewProps = {
  filters: WorkerFilters;
  /** "Save search": keeps this search by name (decision 2200); nothing without it. */
  saveSearch?: { state: SaveSearchState; onSave: (name: string) => void };
  workers: Loadable<WorkersPage>;
  selected: PublicUser | null;
  /** The selected provider's badges, from their public profile. */
  badges: Loadable<readonly Badge[]>;
  /** The selected provider's portfolio (decision 1370). */
  portfolio: Loadable<readonly PortfolioItem[]>;
  openJobs: Loadable<readonly Request[]>;
  /** The next page of open jobs, while there is one (LIST-LOAD-MORE). */
  moreOpenJobs: LoadMore | null;
  invite: InviteState;
  onFiltersChange: (filters: WorkerFilters) => void;
  onPageChange: (page: number) => void;
  onOpen: (worker: PublicUser) => void;
  onCloseProfile: () => void;
  onInvite: (requestId: string, message: string) => void;
  /** "Save" to a talent list on each provider (decision 2201); nothing without it. */
  renderSave?: (worker: PublicUser) => React.ReactNode;
  /** "Send an offer" on each provider but oneself (decision 2202); nothing without it. */
  renderOffer?: (worker: PublicUser) => React.ReactNode;
};

/** Workers (/workers): providers who accept requests, searched and filtered, paged; invite one. */
export function WorkersView(props: WorkersViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'workers' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} />
      <WorkerFiltersForm filters={props.filters} onApply={props.onFiltersChange} />
      <section aria-labelledby="workers-results" className="flex flex-col gap-4">
        <h2 id="workers-results" className="sr-only">
          {t('results')}
        </h2>
        <LoadState
          state={props.workers}
          errorTitle={t('loadFailed')}
          isEmpty={(page) => page.users.length === 0}
          empty={{ title: t('empty'), description: t('emptyHint') }}
          {...loadLabels}
        >
          {(page) => (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground" role="status">
                  {t('found', { count: page.total })}
                </p>
                {props.saveSearch ? (
                  <SaveSearchButton
                    key={JSON.stringify(props.filters)}
                    defaultName={props.filters.condition}
                    {...props.saveSearch}
                  />
                ) : null}
                <WorkerSortSelect
                  sort={props.filters.sort}
                  onSort={(sort) => props.onFiltersChange({ ...props.filters, sort })}
                />
              </div>
              <ul className="grid gap-3 md:grid-cols-2">
                {page.users.map((worker) => (
                  <li key={worker.user_id}>
                    <WorkerCard
                      worker={worker}
                      onOpen={props.onOpen}
                      offer={props.renderOffer?.(worker)}
                      save={props.renderSave?.(worker)}
                    />
                  </li>
                ))}
              </ul>
              <ListPagination page={page} onPageChange={props.onPageChange} />
            </>
          )}
        </LoadState>
      </section>
      <WorkerSheet
        key={props.selected?.user_id ?? 'none'}
        worker={props.selected}
        badges={props.badges}
        portfolio={props.portfolio}
        openJobs={props.openJobs}
        moreOpenJobs={props.moreOpenJobs}
        invite={props.invite}
        onClose={props.onCloseProfile}
        onInvite={props.onInvite}
      />
    </div>
  );
}
