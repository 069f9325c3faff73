import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { axisProps, chartColour, ChartFigure, tooltipProps, useChartAnimation } from './chart';
import type { LineChartProps } from './line-chart';

export type BarChartProps = LineChartProps & { stacked?: boolean };

export function BarChart({
  data,
  xKey,
  series,
  valueFormatter,
  integerValues = false,
  animate,
  stacked = false,
  height = 240,
  ...figure
}: BarChartProps) {
  const isAnimationActive = useChartAnimation(animate);
  return (
    <ChartFigure height={height} {...figure}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
        <RechartsBarChart
          data={[...data]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey={xKey} {...axisProps} />
          <YAxis width={48} tickFormatter={valueFormatter} allowDecimals={!integerValues} {...axisProps} />
          <Tooltip
            {...tooltipProps}
            formatter={valueFormatter ? (v) => valueFormatter(Number(v)) : undefined}
          />
          {series.map((s, index) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId={stacked ? 'stack' : undefined}
              fill={chartColour(s, index)}
              radius={[4, 4, 0, 0]}
              isAnimationActive={isAnimationActive}
            />
          ))}
        </RechartsBarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
