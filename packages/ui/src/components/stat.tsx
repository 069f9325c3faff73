import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type StatTrend = {
  direction: 'up' | 'down' | 'flat';
  /** Visible change, e.g. "+12%". */
  text: string;
  /** Spoken meaning, e.g. "up 12% from last month"; defaults to the visible text. */
  srText?: string;
  /** Whether going up is good (earnings) or bad (open issues); colours follow it. */
  upIsGood?: boolean;
};

export type StatProps = React.ComponentProps<'dl'> & {
  label: React.ReactNode;
  value: React.ReactNode;
  trend?: StatTrend;
  hint?: React.ReactNode;
};

const icons = { up: TrendingUpIcon, down: TrendingDownIcon, flat: MinusIcon } as const;

export function Stat({ label, value, trend, hint, className, ...props }: StatProps) {
  const good = trend && trend.direction !== 'flat' && (trend.direction === 'up') === (trend.upIsGood ?? true);
  const Icon = trend ? icons[trend.direction] : null;
  return (
    <dl
      data-slot="stat"
      className={cn('grid gap-1 rounded-lg border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <dt data-slot="stat-label" className="text-sm text-muted-foreground">
        {label}
      </dt>
      <dd data-slot="stat-value" className="text-2xl font-semibold tabular-nums">
        {value}
      </dd>
      {trend && Icon && (
        <dd
          data-slot="stat-trend"
          data-direction={trend.direction}
          className={cn(
            'inline-flex items-center gap-1 text-xs font-medium',
            trend.direction === 'flat' ? 'text-muted-foreground' : good ? 'text-success' : 'text-destructive',
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          <span aria-hidden={trend.srText ? true : undefined}>{trend.text}</span>
          {trend.srText && <span className="sr-only">{trend.srText}</span>}
        </dd>
      )}
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </dl>
  );
}

export function StatGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="stat-group" className={cn('grid gap-4 sm:grid-cols-3', className)} {...props} />;
}
