import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '@lancer/ui/components/skeleton';

import { formatAmount } from '../../../lib/format';
import { formatMonth } from '../format';
import type { DemoSample } from '../sample-data';
import { useInView } from '../use-in-view';
import { DemoSection } from './demo-section';

// The charting library is most of this page's code and the chart sits at the bottom: it loads
// when the chart comes near the viewport, so the rest of the demo shows first.
const BarChart = lazy(() =>
  import('@lancer/ui/components/bar-chart').then((module) => ({ default: module.BarChart })),
);

const HEIGHT = 240;

export function SampleCharts({ chart }: { chart: DemoSample['chart'] }) {
  const { t, i18n } = useTranslation('public', { keyPrefix: 'demo' });
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place);
  const data = chart.map((point) => ({ ...point, month: formatMonth(point.month, i18n.language) }));
  const total = chart.reduce((sum, point) => sum + point.earnings, 0);
  // Title line + drawing: the placeholder takes the chart's room, so nothing moves when it comes.
  const placeholder = <Skeleton aria-hidden style={{ height: HEIGHT + 28 }} />;
  return (
    <DemoSection title={t('charts.title')} description={t('charts.description')}>
      <div ref={place}>
        {near ? (
          <Suspense fallback={placeholder}>
            <BarChart
              title={t('charts.label')}
              summary={`${t('charts.earnings')}: ${formatAmount(total * 100, 'USD', i18n.language)}`}
              data={data}
              xKey="month"
              height={HEIGHT}
              series={[
                { key: 'earnings', label: t('charts.earnings'), colour: 1 },
                { key: 'spending', label: t('charts.spending'), colour: 2 },
              ]}
              valueFormatter={(value) => formatAmount(value * 100, 'USD', i18n.language)}
              animate={false}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </DemoSection>
  );
}
