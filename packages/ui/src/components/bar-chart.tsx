import { Bar, BarChart as RechartsBarChart } from 'recharts';

import { CartesianChart, type CartesianChartProps } from './cartesian-chart';
import { chartColour } from './chart';

export type BarChartProps = CartesianChartProps & { stacked?: boolean };

export function BarChart({ stacked = false, ...props }: BarChartProps) {
  return (
    <CartesianChart
      {...props}
      root={RechartsBarChart}
      renderSeries={(s, index, isAnimationActive) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          stackId={stacked ? 'stack' : undefined}
          fill={chartColour(s, index)}
          radius={[4, 4, 0, 0]}
          isAnimationActive={isAnimationActive}
        />
      )}
    />
  );
}
