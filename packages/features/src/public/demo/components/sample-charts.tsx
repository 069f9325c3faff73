import { useTranslation } from 'react-i18next';

import { BarChart } from '@lancer/ui/components/bar-chart';

import { formatMonth, formatUsd } from '../format';
import type { DemoSample } from '../sample-data';
import { DemoSection } from './demo-section';

export function SampleCharts({ chart }: { chart: DemoSample['chart'] }) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'demo' });
  const data = chart.map((point) => ({ ...point, month: formatMonth(point.month, i18n.language) }));
  const total = chart.reduce((sum, point) => sum + point.earnings, 0);
  return (
    <DemoSection title={t('charts.title')} description={t('charts.description')}>
      <BarChart
        title={t('charts.label')}
        summary={`${t('charts.earnings')}: ${formatUsd(total * 100, i18n.language)}`}
        data={data}
        xKey="month"
        series={[
          { key: 'earnings', label: t('charts.earnings'), colour: 1 },
          { key: 'spending', label: t('charts.spending'), colour: 2 },
        ]}
        valueFormatter={(value) => formatUsd(value * 100, i18n.language)}
        animate={false}
      />
    </DemoSection>
  );
}
