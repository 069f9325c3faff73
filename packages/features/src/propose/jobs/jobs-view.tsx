import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { Request, SavedJob } from '@lancer/api/schemas/request';
import type { ClientReputationFigure } from '@lancer/api/schemas/review';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lancer/ui/components/tabs';

import { SaveSearchButton, type SaveSearchState } from '../../components/save-search-button';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import type { InPlaceTranslation } from '../../lib/use-translate-in-place';
import { JobCard } from './components/job-card';
import { JobFiltersPanel } from './components/job-filters-panel';
import { JobSheet } from './components/job-sheet';
import { jobFiltersSearch, JOBS_PAGE_SIZE, sorts, type JobFilters } from './job-filters';

export type JobsViewProps = {
  filters: JobFilters;
  /** A new search (or page, tab, open job): the caller puts it in the address. */
  onFiltersChange: (next: JobFilters) => void;
  /** total_capped: more matches than were counted (the total reads "1,000+"). */
  results: Loadable<{ items: readonly Request[]; total: number; total_capped?: boolean }>;
  saved: Loadable<{ items: readonly SavedJob[]; total: number }>;
  /** The job open in the sheet, when `filters.job` names one. */
  detail: Loadable<Request> | null;
  /** The open job's title and description, translated in place on demand (LAB-TRANSLATE-IN-PLACE). */
  detailTranslation: InPlaceTranslation;
  /** The job whose save or unsave is on its way. */
  savePendingId: string | null;
  onToggleSave: (request: Request) => void;
  /** Report the open job (decision 1504); nothing without it. */
  renderReport?: (request: Request) => React.ReactNode;
  /** Each client's record by their user id (CLIENT-REPUTATION, decision 1350), as it loads. */
  clientReputations?: Readonly<Record<string, ClientReputationFigure | undefined>>;
  /** "Save search": keeps this search by name, to hear of new matches (decision 2200); nothing without it. */
  saveSearch?: { state: SaveSearchState; onSave: (name: string) => void };
};

/** /jobs: search open jobs, save them, read one in a side sheet and propose. */
export function JobsView(props: JobsViewProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'jobs' });
  const labels = useLoadStateLabels();
  const { filters, onFiltersChange } = props;
  const open = (job: string) => onFiltersChange({ ...filters, job });
  const card = (request: Request) => (
    <li key={request.id}>
      <JobCard
        request={request}
        onOpen={open}
        savePending={props.savePendingId === request.id}
        onToggleSave={props.onToggleSave}
        clientReputation={props.clientReputations?.[request.client.user_id]}
      />
    </li>
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} />
      <Tabs
        value={filters.tab}
        onValueChange={(tab) => onFiltersChange({ ...filters, tab: tab as JobFilters['tab'], job: '' })}
      >
        <TabsList>
          <TabsTrigger value="search">{t('tabs.search')}</TabsTrigger>
          <TabsTrigger value="saved">{t('tabs.saved')}</TabsTrigger>
        </TabsList>
        <TabsContent value="search" className="mt-4">
          <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <aside aria-label={t('filtersLabel')}>
              <JobFiltersPanel
                key={`${filters.keyword}|${filters.min}|${filters.max}`}
                filters={filters}
                onChange={onFiltersChange}
              />
            </aside>
            <section aria-labelledby="jobs-results" className="flex min-w-0 flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="jobs-results" className="text-lg font-semibold" aria-live="polite">
                  {props.results.status === 'ready'
                    ? t(props.results.data.total_capped ? 'totalCapped' : 'total', {
                        count: props.results.data.total,
                      })
                    : t('results')}
                </h2>
                {props.saveSearch ? (
                  <SaveSearchButton
                    key={jobFiltersSearch({ ...filters, page: 1, job: '', sort: 'newest' })}
                    defaultName={filters.keyword.trim() || filters.skills.join(', ') || filters.category}
                    {...props.saveSearch}
                  />
                ) : null}
                <Select
                  value={filters.sort}
                  onValueChange={(sort) =>
                    onFiltersChange({ ...filters, sort: sort as JobFilters['sort'], page: 1 })
                  }
                >
                  <SelectTrigger className="w-48" aria-label={t('sortLabel')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {sorts.map((sort) => (
                      <SelectItem key={sort} value={sort}>
                        {t(`sort.${sort}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <LoadState
                state={props.results}
                isEmpty={(data) => data.items.length === 0}
                empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
                errorTitle={t('loadFailed')}
                {...labels}
              >
                {(data) => (
                  <>
                    <ul className="flex flex-col gap-3">{data.items.map(card)}</ul>
                    <Pagination
                      page={filters.page}
                      pageCount={Math.ceil(data.total / JOBS_PAGE_SIZE)}
                      onPageChange={(page) => onFiltersChange({ ...filters, page })}
                      labels={{
                        nav: t('paging.nav'),
                        previous: t('paging.previous'),
                        next: t('paging.next'),
                        page: (page) => t('paging.page', { page }),
                      }}
                    />
                  </>
                )}
              </LoadState>
            </section>
          </div>
        </TabsContent>
        <TabsContent value="saved" className="mt-4 flex flex-col gap-4">
          <h2 className="sr-only">{t('tabs.saved')}</h2>
          <LoadState
            state={props.saved}
            isEmpty={(data) => data.items.length === 0}
            empty={{ title: t('savedEmptyTitle'), description: t('savedEmptyBody') }}
            errorTitle={t('loadFailed')}
            {...labels}
          >
            {(data) => (
              <ul className="flex flex-col gap-3">{data.items.map((item) => card(item.request))}</ul>
            )}
          </LoadState>
        </TabsContent>
      </Tabs>
      <JobSheet
        job={props.detail}
        translation={props.detailTranslation}
        onClose={() => onFiltersChange({ ...filters, job: '' })}
        savePending={props.detail?.status === 'ready' && props.savePendingId === props.detail.data.id}
        onToggleSave={props.onToggleSave}
        renderReport={props.renderReport}
        clientReputation={
          props.detail?.status === 'ready'
            ? props.clientReputations?.[props.detail.data.client.user_id]
            : undefined
        }
      />
    </div>
  );
}
