import { Line, LineChart as RechartsLineChart } from 'recharts';

import { CartesianChart, type CartesianChartProps } from './cartesian-chart';
import { chartColour } from './chart';

export type LineChartProps = CartesianChartProps;

export function LineChart(props: LineChartProps) {
  return (
    <CartesianChart
      {...props}
      root={RechartsLineChart}
      renderSeries={(s, index, isAnimationActive) => (
        <Line
          key={s.key}
          dataKey={s.key}
          name={s.label}
          type="monotone"
          stroke={chartColour(s, index)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={isAnimationActive}
        />
      )}
    />
  );
}
