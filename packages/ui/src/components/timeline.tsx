import type * as React from 'react';

import { cn } from '../lib/cn';

export type TimelineItem = {
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** ISO date-time for the machine-readable <time>. */
  dateTime: string;
  /** What the reader sees for the time, already formatted in their language. */
  timeLabel: React.ReactNode;
  icon?: React.ReactNode;
  tone?: 'default' | 'success' | 'warning' | 'destructive' | 'info';
};

const toneClassName: Record<NonNullable<TimelineItem['tone']>, string> = {
  default: 'bg-muted text-muted-foreground',
  success: 'bg-success text-success-foreground',
  warning: 'bg-warning text-warning-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
  info: 'bg-info text-info-foreground',
};

export type TimelineProps = Omit<React.ComponentProps<'ol'>, 'children'> & { items: readonly TimelineItem[] };

/** A history list, newest first or oldest first as given; each entry carries a real <time>. */
export function Timeline({ items, className, ...props }: TimelineProps) {
  return (
    <ol data-slot="timeline" className={cn('relative grid gap-6', className)} {...props}>
      {items.map((item, index) => (
        <li key={item.id} data-slot="timeline-item" className="relative grid grid-cols-[1.5rem_1fr] gap-3">
          {index < items.length - 1 && (
            <span
              aria-hidden
              className="absolute top-7 bottom-[-1.25rem] left-3 w-px -translate-x-1/2 bg-border"
            />
          )}
          <span
            aria-hidden
            className={cn(
              'z-10 grid size-6 place-content-center rounded-full [&_svg]:size-3.5',
              toneClassName[item.tone ?? 'default'],
            )}
          >
            {item.icon ?? <span className="size-1.5 rounded-full bg-current" />}
          </span>
          <div className="grid gap-0.5">
            <p className="text-sm font-medium">{item.title}</p>
            {item.description && <p className="text-sm text-muted-foreground">{item.description}</p>}
            <time dateTime={item.dateTime} className="text-xs text-muted-foreground">
              {item.timeLabel}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
