import { Switch as SwitchPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  /** A change is being saved: shows a spinner in the thumb and ignores further toggles. */
  pending?: boolean;
};

export function Switch({ className, pending = false, disabled, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
      disabled={disabled || pending}
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[pending]:cursor-progress data-[pending]:opacity-80 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none grid size-4 place-content-center rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0.5 dark:data-[state=checked]:bg-primary-foreground"
      >
        {pending && <Spinner size="sm" label={null} className="size-3 text-primary" />}
      </SwitchPrimitive.Thumb>
    </SwitchPrimitive.Root>
  );
}
