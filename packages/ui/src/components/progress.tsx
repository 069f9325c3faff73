import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Accessible name, e.g. "Profile completeness". */
  label: string;
};

export function Progress({ className, value, max = 100, label, ...props }: ProgressProps) {
  const percent =
    value === null || value === undefined ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={label}
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform',
          percent === null && 'w-1/3 animate-pulse',
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
