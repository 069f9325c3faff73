import { useTranslation } from 'react-i18next';

import type { ChartData } from '@lancer/api/schemas/chart';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { TabHeader } from '../components/tab-header';
import { MetricChart } from './components/metric-chart';
import { hasActivity } from './metrics-summary';

export type MetricsRange = ChartData['range'];
const ranges: readonly MetricsRange[] = ['30d', '90d', '12m'];

export type MetricsViewProps = {
  state: Loadable<ChartData[]>;
  range: MetricsRange;
  onRangeChange: (range: MetricsRange) => void;
  mode: 'chart' | 'table';
  onModeChange: (mode: 'chart' | 'table') => void;
};

/** The "metrics" tab: the product's figures over time as charts (with written summaries) or tables. */
export function MetricsView(props: MetricsViewProps) {
  const { t } = useTranslation('products', { keyPrefix: 'metrics' });
  const loadStateLabels = useLoadStateLabels();
  return (
    <div className="flex flex-col gap-6">
      <TabHeader title={t('title')}>
        <ToggleGroup
          type="single"
          variant="outline"
          aria-label={t('range')}
          value={props.range}
          onValueChange={(value) => (value ? props.onRangeChange(value as MetricsRange) : undefined)}
        >
          {ranges.map((range) => (
            <ToggleGroupItem key={range} value={range}>
              {t(`ranges.${range}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <ToggleGroup
          type="single"
          variant="outline"
          aria-label={t('view')}
          value={props.mode}
          onValueChange={(value) => (value ? props.onModeChange(value as 'chart' | 'table') : undefined)}
        >
          <ToggleGroupItem value="chart">{t('chart')}</ToggleGroupItem>
          <ToggleGroupItem value="table">{t('table')}</ToggleGroupItem>
        </ToggleGroup>
      </TabHeader>
      <LoadState
        {...loadStateLabels}
        state={props.state}
        errorTitle={t('loadFailed')}
        isEmpty={(charts) => !hasActivity(charts)}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
      >
        {(charts) => (
          <div className="grid gap-6 lg:grid-cols-2">
            {charts.map((chart) => (
              <MetricChart key={chart.metric} chart={chart} mode={props.mode} />
            ))}
          </div>
        )}
      </LoadState>
    </div>
  );
}
