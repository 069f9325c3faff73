import type * as React from 'react';
import { CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import {
  axisProps,
  ChartFigure,
  type ChartFigureProps,
  type ChartSeries,
  tooltipProps,
  useChartAnimation,
} from './chart';

/** What every chart with an x axis and a y axis takes (line, area, bar). */
export type CartesianChartProps = Omit<ChartFigureProps, 'children'> & {
  data: readonly Record<string, string | number>[];
  xKey: string;
  series: readonly ChartSeries[];
  valueFormatter?: (value: number) => string;
  /** Counts: the value axis ticks only whole numbers (no "0.25 projects"). */
  integerValues?: boolean;
  animate?: boolean;
};

type ChartRoot = (props: {
  data: Record<string, string | number>[];
  accessibilityLayer: boolean;
  margin: { top: number; right: number; bottom: number; left: number };
  children: React.ReactNode;
}) => React.ReactElement;

type CartesianFrameProps = CartesianChartProps & {
  /** The recharts chart that draws it (LineChart, AreaChart, BarChart). */
  root: ChartRoot;
  /** One recharts series element per series. */
  renderSeries: (series: ChartSeries, index: number, isAnimationActive: boolean) => React.ReactNode;
};

/** The frame the line, area and bar charts share: figure, grid, axes and tooltip from the theme. */
export function CartesianChart({
  root: Root,
  renderSeries,
  data,
  xKey,
  series,
  valueFormatter,
  integerValues = false,
  animate,
  height = 240,
  ...figure
}: CartesianFrameProps) {
  const isAnimationActive = useChartAnimation(animate);
  return (
    <ChartFigure height={height} {...figure}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
        <Root data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey={xKey} {...axisProps} />
          <YAxis width={48} tickFormatter={valueFormatter} allowDecimals={!integerValues} {...axisProps} />
          <Tooltip
            {...tooltipProps}
            formatter={valueFormatter ? (v) => valueFormatter(Number(v)) : undefined}
          />
          {series.map((s, index) => renderSeries(s, index, isAnimationActive))}
        </Root>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
