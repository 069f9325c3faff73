import {
  Area,
  AreaChart as RechartsAreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { axisProps, chartColour, ChartFigure, tooltipProps, useChartAnimation } from './chart';
import type { LineChartProps } from './line-chart';

export type AreaChartProps = LineChartProps & { stacked?: boolean };

export function AreaChart({
  data,
  xKey,
  series,
  valueFormatter,
  integerValues = false,
  animate,
  stacked = false,
  height = 240,
  ...figure
}: AreaChartProps) {
  const isAnimationActive = useChartAnimation(animate);
  return (
    <ChartFigure height={height} {...figure}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
        <RechartsAreaChart
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
          ))}
        </RechartsAreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
