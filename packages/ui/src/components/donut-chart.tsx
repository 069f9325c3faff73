import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

import { chartColour, ChartFigure, type ChartFigureProps, tooltipProps, useChartAnimation } from './chart';

export type DonutSlice = { key: string; label: string; value: number; colour?: 1 | 2 | 3 | 4 | 5 };

export type DonutChartProps = Omit<ChartFigureProps, 'children'> & {
  data: readonly DonutSlice[];
  valueFormatter?: (value: number) => string;
  /** Text in the hole, e.g. the total. */
  centerLabel?: string;
  animate?: boolean;
};

export function DonutChart({
  data,
  valueFormatter,
  centerLabel,
  animate,
  height = 220,
  ...figure
}: DonutChartProps) {
  const isAnimationActive = useChartAnimation(animate);
  return (
    <ChartFigure height={height} {...figure}>
      <div className="flex h-full items-center gap-4">
        <div className="relative h-full flex-1">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: height, height }}>
            <PieChart accessibilityLayer={false}>
              <Tooltip
                {...tooltipProps}
                formatter={valueFormatter ? (v) => valueFormatter(Number(v)) : undefined}
              />
              <Pie
                data={[...data]}
                dataKey="value"
                nameKey="label"
                innerRadius="60%"
                outerRadius="90%"
                paddingAngle={2}
                stroke="var(--background)"
                isAnimationActive={isAnimationActive}
              >
                {data.map((slice, index) => (
                  <Cell key={slice.key} fill={chartColour(slice, index)} />
                ))}
              </Pie>
            </PieChart>
          </ResponsiveContainer>
          {centerLabel && (
            <span
              aria-hidden
              className="pointer-events-none absolute inset-0 grid place-content-center text-lg font-semibold tabular-nums"
            >
              {centerLabel}
            </span>
          )}
        </div>
        <ul aria-hidden className="grid gap-1 text-sm">
          {data.map((slice, index) => (
            <li key={slice.key} className="flex items-center gap-2">
              <span className="size-2.5 rounded-sm" style={{ background: chartColour(slice, index) }} />
              <span>{slice.label}</span>
              <span className="text-muted-foreground tabular-nums">
                {valueFormatter ? valueFormatter(slice.value) : slice.value}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
}
