import { useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { numberFormat } from '../lib/intl-format';
import { fieldClassName } from './input';

export type CurrencyInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** Amount in major units (dollars, yuan); null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  /** ISO 4217 code, e.g. "USD", "CNY". */
  currency: string;
  /** Locale used to format the amount when the field is not being edited. */
  locale?: string;
};

/** Parses what a person types ("1,200.5", "１２００") into a number; null when it is not one. */
export function parseAmount(text: string): number | null {
  const normalised = text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[,\s，_]/g, '');
  if (normalised === '') return null;
  if (!/^\d*\.?\d*$/.test(normalised) || normalised === '.') return Number.NaN;
  return Math.round(Number(normalised) * 100) / 100;
}

const symbolOf = (currency: string, locale: string) =>
  numberFormat(locale, { style: 'currency', currency })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

export function CurrencyInput({
  value,
  defaultValue = null,
  onValueChange,
  currency,
  locale = 'en-US',
  className,
  onBlur,
  onFocus,
  ...props
}: CurrencyInputProps) {
  const format = (amount: number | null) =>
    amount === null
      ? ''
      : numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const [own, setOwn] = useState<number | null>(defaultValue);
  const amount = value === undefined ? own : value;
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div data-slot="currency-input" className={cn('relative', className)}>
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        {symbolOf(currency, locale)}
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn(fieldClassName, 'h-9 py-1 pr-14 pl-8 text-right tabular-nums')}
        value={draft ?? format(amount)}
        onFocus={(event) => {
          setDraft(amount === null ? '' : String(amount));
          onFocus?.(event);
        }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => {
          const parsed = parseAmount(event.target.value);
          if (!Number.isNaN(parsed)) {
            setOwn(parsed);
            onValueChange?.(parsed);
            setDraft(null);
          }
          onBlur?.(event);
        }}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground"
      >
        {currency}
      </span>
    </div>
  );
}
