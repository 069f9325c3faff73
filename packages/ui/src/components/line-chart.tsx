import {
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import {
  axisProps,
  chartColour,
  ChartFigure,
  type ChartFigureProps,
  type ChartSeries,
  tooltipProps,
  useChartAnimation,
} from './chart';

export type LineChartProps = Omit<ChartFigureProps, 'children'> & {
  data: readonly Record<string, string | number>[];
  xKey: string;
  series: readonly ChartSeries[];
  valueFormatter?: (value: number) => string;
  /** Counts: the value axis ticks whole numbers only (no 0.5 projects). */
  integerValues?: boolean;
  animate?: boolean;
};

export function LineChart({
  data,
  xKey,
  series,
  valueFormatter,
  integerValues = false,
  animate,
  height = 240,
  ...figure
}: LineChartProps) {
  const isAnimationActive = useChartAnimation(animate);
  return (
    <ChartFigure height={height} {...figure}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
        <RechartsLineChart
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
          ))}
        </RechartsLineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
