import { Line, LineChart, ResponsiveContainer } from 'recharts';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { useChartAnimation } from './chart';

export type SparklineProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  values: readonly number[];
  /** The trend in words, e.g. "Earnings over 8 weeks, rising from $300 to $1,200". */
  label: string;
  colour?: 1 | 2 | 3 | 4 | 5;
  width?: number;
  height?: number;
  animate?: boolean;
};

/** A word-sized trend line with no axes; screen readers get the label instead of the drawing. Renders a div inside: place it in a div or span, not a p. */
export function Sparkline({
  values,
  label,
  colour = 1,
  width = 96,
  height = 28,
  animate,
  className,
  ...props
}: SparklineProps) {
  const isAnimationActive = useChartAnimation(animate);
  return (
    <span
      data-slot="sparkline"
      role="img"
      aria-label={label}
      className={cn('inline-block align-middle', className)}
      style={{ width, height }}
      {...props}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width, height }}>
        <LineChart
          data={values.map((value, index) => ({ index, value }))}
          accessibilityLayer={false}
          margin={{ top: 2, right: 2, bottom: 2, left: 2 }}
        >
          <Line
            dataKey="value"
            type="monotone"
            stroke={`var(--chart-${colour})`}
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={isAnimationActive}
          />
        </LineChart>
      </ResponsiveContainer>
    </span>
  );
}
