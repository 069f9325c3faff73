import { useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { fieldClassName } from './input';

export type TextareaProps = React.ComponentProps<'textarea'> & {
  /** Shows "used/max" under the field; needs `maxLength`. */
  showCount?: boolean;
};

export function Textarea({ className, showCount = false, maxLength, onChange, ...props }: TextareaProps) {
  const initial = String(props.value ?? props.defaultValue ?? '').length;
  const [uncontrolledLength, setLength] = useState(initial);
  const length = props.value === undefined ? uncontrolledLength : String(props.value).length;
  const field = (
    <textarea
      data-slot="textarea"
      maxLength={maxLength}
      onChange={(event) => {
        setLength(event.target.value.length);
        onChange?.(event);
      }}
      className={cn(fieldClassName, 'field-sizing-content min-h-16 py-2', className)}
      {...props}
    />
  );
  if (!showCount || maxLength === undefined) return field;
  return (
    <div data-slot="textarea-wrapper" className="grid w-full gap-1">
      {field}
      <span
        data-slot="textarea-count"
        aria-live="polite"
        className={cn(
          'justify-self-end text-xs text-muted-foreground tabular-nums',
          length >= maxLength && 'text-destructive',
        )}
      >
        {length}/{maxLength}
      </span>
    </div>
  );
}
