import { Area, AreaChart as RechartsAreaChart } from 'recharts';

import { CartesianChart, type CartesianChartProps } from './cartesian-chart';
import { chartColour } from './chart';

export type AreaChartProps = CartesianChartProps & { stacked?: boolean };

export function AreaChart({ stacked = false, ...props }: AreaChartProps) {
  return (
    <CartesianChart
      {...props}
      root={RechartsAreaChart}
      renderSeries={(s, index, isAnimationActive) => (
        <Area
          key={s.key}
          dataKey={s.key}
          name={s.label}
          type="monotone"
          stackId={stacked ? 'stack' : undefined}
          stroke={chartColour(s, index)}
          fill={chartColour(s, index)}
          fillOpacity={0.2}
          strokeWidth={2}
          isAnimationActive={isAnimationActive}
        />
      )}
    />
  );
}
