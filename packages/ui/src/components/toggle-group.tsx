import { cva, type VariantProps } from 'class-variance-authority';
import { ToggleGroup as ToggleGroupPrimitive } from 'radix-ui';
import { Children } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export const toggleVariants = cva(
  "inline-flex items-center justify-center gap-2 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none hover:bg-muted hover:text-muted-foreground focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=on]:bg-accent data-[state=on]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: { default: 'bg-transparent', outline: 'border border-input bg-transparent shadow-xs' },
      size: { default: 'h-9 min-w-9 px-3', sm: 'h-8 min-w-8 px-2', lg: 'h-10 min-w-10 px-4' },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type GroupProps = React.ComponentProps<typeof ToggleGroupPrimitive.Root> &
  VariantProps<typeof toggleVariants>;

/** Arrow keys move between items (roving focus); Space/Enter presses. */
export function ToggleGroup({ className, variant, size, ...props }: GroupProps) {
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(
        'group/toggle-group relative flex w-fit max-w-full [scrollbar-width:none] items-center overflow-x-auto rounded-md data-[variant=outline]:shadow-xs [&>*]:rounded-none [&>*:first-child]:rounded-l-md [&>*:last-child]:rounded-r-md data-[variant=outline]:[&>*:not(:first-child)]:border-l-0',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Items take their labels' width and never push the group past its container: when space runs out,
 * a longer plain-text label gives way first (down to its longest word) and ends in an ellipsis;
 * the tooltip keeps it whole.
 */
export function ToggleGroupItem({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Item> & VariantProps<typeof toggleVariants>) {
  const text = Children.toArray(children)
    .filter((child) => typeof child === 'string')
    .join('');
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      title={text || undefined}
      className={cn(
        toggleVariants({ variant, size }),
        'min-w-auto flex-auto focus-visible:ring-inset',
        className,
      )}
      {...props}
    >
      {Children.map(children, (child) =>
        typeof child === 'string' ? (
          <span className="line-clamp-1 text-start leading-[inherit] whitespace-normal">{child}</span>
        ) : (
          child
        ),
      )}
    </ToggleGroupPrimitive.Item>
  );
}
