import { Slot } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Label } from './label';

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  help?: React.ReactNode;
  /** Error message; marks the control aria-invalid and is announced. */
  error?: React.ReactNode;
  required?: boolean;
  /** Forced id of the control; generated otherwise. */
  id?: string;
  /** Exactly one control element (Input, Textarea, Select trigger...). It receives id and aria wiring. */
  children: React.ReactElement;
};

export function FormField({
  label,
  help,
  error,
  required,
  id,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {help && (
        <p id={helpId} data-slot="form-field-help" className="text-sm text-muted-foreground">
          {help}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          data-slot="form-field-error"
          role="alert"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      )}
    </div>
  );
}
