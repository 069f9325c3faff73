import { useTranslation } from 'react-i18next';

import type { ConsoleReport } from '@lancer/api/schemas/report';
import type { Loadable } from '@lancer/ui/components/load-state';

import { ConsolePage, ConsoleToggle } from '../../components/console-page';
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
  return (
    <ConsolePage
      title={t('title')}
      description={t('lead')}
      listLabel={t('queue')}
      items={props.reports}
      empty={{ title: t(`empty.${props.filter}Title`), description: t(`empty.${props.filter}Body`) }}
      errorTitle={t('loadFailed')}
      itemKey={(report) => report.id}
      renderItem={(report) => <ReportCard report={report} {...props} />}
      pagination={props}
    >
      <ConsoleToggle
        label={t('filter')}
        options={['open', 'closed'] as const}
        value={props.filter}
        onChange={props.onFilterChange}
        optionLabel={(filter) => t(`filters.${filter}`)}
      />
    </ConsolePage>
  );
}
