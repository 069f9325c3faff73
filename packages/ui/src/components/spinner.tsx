import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export const spinnerVariants = cva(
  'animate-spin text-current motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: { sm: 'size-3.5', default: 'size-4', lg: 'size-6' },
    },
    defaultVariants: { size: 'default' },
  },
);

export type SpinnerProps = React.ComponentProps<'svg'> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name; pass `null` when a parent already announces the busy state. */
    label?: string | null;
  };

export function Spinner({ className, size, label = 'Loading', ...props }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <LoaderCircle
      data-slot="spinner"
      className={cn(spinnerVariants({ size }), className)}
      {...a11y}
      {...props}
    />
  );
}
