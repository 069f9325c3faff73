import { useTranslation } from 'react-i18next';

import type { ConsoleReport } from '@lancer/api/schemas/report';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { ReportCard, type TriageActions } from './components/report-card';

export type ReportFilter = 'open' | 'closed';

export type ConsoleReportsViewProps = TriageActions & {
  filter: ReportFilter;
  onFilterChange: (filter: ReportFilter) => void;
  /** The reports of the filter, oldest first. */
  reports: Loadable<readonly ConsoleReport[]>;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** The console's reports (decision 1504): the queue oldest first, open or closed; dismiss, act, restore. */
export function ConsoleReportsView(props: ConsoleReportsViewProps) {
  const { t } = useTranslation('console', { keyPrefix: 'reports' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-10 sm:px-6">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      <ToggleGroup
        type="single"
        variant="outline"
        aria-label={t('filter')}
        value={props.filter}
        onValueChange={(value) => value && props.onFilterChange(value as ReportFilter)}
        className="self-start"
      >
        {(['open', 'closed'] as const).map((filter) => (
          <ToggleGroupItem key={filter} value={filter}>
            {t(`filters.${filter}`)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <h2 className="sr-only">{t('queue')}</h2>
      <LoadState
        state={props.reports}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t(`empty.${props.filter}Title`), description: t(`empty.${props.filter}Body`) }}
        errorTitle={t('loadFailed')}
        {...labels}
      >
        {(items) => (
          <ul aria-label={t('queue')} className="flex flex-col gap-3">
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} {...props} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <Pagination page={props.page} pageCount={props.pageCount} onPageChange={props.onPageChange} />
    </div>
  );
}
