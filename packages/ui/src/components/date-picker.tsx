import { CalendarIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { fieldClassName } from './input';

export type DatePickerProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange'
> & {
  /** ISO date "YYYY-MM-DD", or "" when empty. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Earliest / latest allowed ISO dates. */
  min?: string;
  max?: string;
};

/**
 * A date field built on the browser's own date input: its calendar, keyboard entry (arrow keys per
 * segment), screen-reader support and locale order come for free and are consistent per platform.
 */
export function DatePicker({ className, value, defaultValue, onValueChange, ...props }: DatePickerProps) {
  return (
    <div data-slot="date-picker" className={cn('relative', className)}>
      <input
        type="date"
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => onValueChange?.(event.target.value)}
        className={cn(
          fieldClassName,
          'h-9 py-1 pr-9 [&::-webkit-calendar-picker-indicator]:absolute [&::-webkit-calendar-picker-indicator]:right-2 [&::-webkit-calendar-picker-indicator]:size-5 [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-0',
        )}
        {...props}
      />
      <CalendarIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
