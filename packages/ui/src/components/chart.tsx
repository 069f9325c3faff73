import { useId, useSyncExternalStore } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type ChartSeries = {
  key: string;
  label: string;
  /** Which chart token colours it: --chart-1 .. --chart-5. */
  colour?: 1 | 2 | 3 | 4 | 5;
};

export const chartColour = (series: Pick<ChartSeries, 'colour'>, index: number) =>
  `var(--chart-${series.colour ?? (index % 5) + 1})`;

/** Shared axis and grid styling, read from the theme's tokens. */
export const axisProps = {
  stroke: 'var(--muted-foreground)',
  tick: { fill: 'var(--muted-foreground)', fontSize: 12 },
  tickLine: false,
  axisLine: false,
} as const;

export const tooltipProps = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--radius)',
    fontSize: 12,
  },
  cursor: { fill: 'var(--muted)', stroke: 'var(--border)' },
} as const;

const reducedMotion = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Charts animate only for people who have not asked for reduced motion. */
export function useChartAnimation(animate?: boolean) {
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotion).matches,
    () => true,
  );
  return animate ?? !reduced;
}

export type ChartFigureProps = Omit<React.ComponentProps<'figure'>, 'title'> & {
  title: React.ReactNode;
  /** What the chart shows in one or two sentences; it is the chart's accessible description. */
  summary: string;
  height?: number;
  children: React.ReactNode;
};

/** A titled figure whose drawing is exposed as one image described by the summary. */
export function ChartFigure({
  title,
  summary,
  height = 240,
  className,
  children,
  ...props
}: ChartFigureProps) {
  const id = useId();
  return (
    <figure data-slot="chart" className={cn('grid gap-2', className)} {...props}>
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}
      </figcaption>
      <div
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        style={{ height }}
        className="w-full"
      >
        {children}
      </div>
      <p id={`${id}-summary`} className="sr-only">
        {summary}
      </p>
    </figure>
  );
}
