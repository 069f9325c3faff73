import { useTranslation } from 'react-i18next';

import type { StatsChart } from '@lancer/api/schemas/stats-chart';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { formatDay } from '../../lib/format';
import type { ChartFilter } from './chart-filter';
import { ChartFilters } from './components/chart-filters';
import { MetricCard } from './components/metric-card';
import { paths } from '../../navigation/paths';

export type DataVisualizationViewProps = {
  filter: ChartFilter;
  onFilterChange: (filter: ChartFilter) => void;
  chart: Loadable<StatsChart>;
  /** Saves the loaded series as a CSV file. */
  onExport: (data: StatsChart) => void;
};

const nothingIn = (data: StatsChart) =>
  data.series.every((series) => series.total === 0 && series.previous_total === 0);

/** Data visualization (/data-visualization): the user's activity over a period, as charts and tables. */
export function DataVisualizationView({
  filter,
  onFilterChange,
  chart,
  onExport,
}: DataVisualizationViewProps) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const labels = useLoadStateLabels();
  const ready = chart.status === 'ready' ? chart.data : undefined;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
        <AppLink
          to={paths.achievements.getHref()}
          className="w-fit text-sm font-medium text-primary hover:underline"
        >
          {t('achievementsLink')}
        </AppLink>
      </header>
      <ChartFilters
        filter={filter}
        group={ready?.group}
        period={ready}
        onFilterChange={onFilterChange}
        onExport={ready && !nothingIn(ready) ? () => onExport(ready) : undefined}
      />
      {ready && (
        <h2 className="text-lg font-semibold">
          {t('showing', {
            from: formatDay(ready.from, i18n.language),
            to: formatDay(ready.to, i18n.language),
          })}
        </h2>
      )}
      <LoadState
        state={chart}
        isEmpty={nothingIn}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
        errorTitle={t('loadFailed')}
        skeleton={<Skeleton className="h-80" />}
        {...labels}
      >
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {data.series.map((series) => (
              <MetricCard key={series.metric} series={series} period={data} compare={filter.compare} />
            ))}
          </div>
        )}
      </LoadState>
    </div>
  );
}
