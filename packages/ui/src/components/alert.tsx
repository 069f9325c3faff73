import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        info: 'border-info/40 bg-info/10 text-foreground [&>svg]:text-info',
        success: 'border-success/40 bg-success/10 text-foreground [&>svg]:text-success',
        warning:
          'border-warning/60 bg-warning/15 text-foreground [&>svg]:text-warning-foreground dark:[&>svg]:text-warning',
        destructive: 'border-destructive/40 bg-destructive/10 text-foreground [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons = {
  default: InfoIcon,
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  destructive: CircleAlertIcon,
} as const;

export type AlertProps = React.ComponentProps<'div'> &
  VariantProps<typeof alertVariants> & {
    /** Set false to drop the variant's icon, or pass your own. */
    icon?: React.ReactNode | false;
  };

/** Errors and warnings interrupt (role alert); other variants are polite status messages. */
export function Alert({ className, variant, icon, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'default'];
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? 'default'}
      role={urgent ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon === false ? null : (icon ?? <Icon aria-hidden />)}
      {children}
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 font-medium tracking-tight', className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
