import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit max-w-full shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        info: 'border-transparent bg-info text-info-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

/**
 * One line, never wider than its container: a plain-text badge that does not fit ends in an
 * ellipsis and shows its whole text as a tooltip (`title`); screen readers read it in full.
 */
export function Badge({ className, variant, asChild = false, children, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  const text = !asChild && typeof children === 'string' ? children : undefined;
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      title={text}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    >
      {text === undefined ? children : <span className="truncate leading-[inherit]">{text}</span>}
    </Comp>
  );
}
