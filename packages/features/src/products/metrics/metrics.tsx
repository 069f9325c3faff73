import { useState } from 'react';

import { useFetchProductMetrics } from '@lancer/api/product/fetch-product-metrics';

import { toLoadable } from '../../lib/to-loadable';
import { MetricsView, type MetricsRange } from './metrics-view';

type MetricsProps = { productId: string; /** 30 days unless told. */ initialRange?: MetricsRange };

export function Metrics({ productId, initialRange = '30d' }: MetricsProps) {
  const [range, setRange] = useState<MetricsRange>(initialRange);
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  const metrics = useFetchProductMetrics({ product_id: productId, range });
  return (
    <MetricsView
      state={toLoadable(metrics, (answer) => answer.charts)}
      range={range}
      onRangeChange={setRange}
      mode={mode}
      onModeChange={setMode}
    />
  );
}
