import type * as React from 'react';

import { cn } from '../lib/cn';

/** A placeholder block; hidden from assistive tech (announce loading once, on the container). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
