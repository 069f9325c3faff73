import type * as React from 'react';

import { cn } from '../lib/cn';
import { useUiTexts } from './ui-texts';

/** One hue per status, soft in light and dark; text contrast stays above 4.5:1 in both. */
const statusClassName = {
  OUTSTANDING:
    'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200 [--dot:var(--color-amber-500)]',
  IMPLEMENTING:
    'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200 [--dot:var(--color-blue-500)]',
  PAID: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200 [--dot:var(--color-emerald-600)]',
  DONE: 'bg-green-100 text-green-900 dark:bg-green-400/15 dark:text-green-200 [--dot:var(--color-green-600)]',
  RECRUITING:
    'bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200 [--dot:var(--color-violet-500)]',
  ONGOING: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200 [--dot:var(--color-sky-500)]',
  PENDING:
    'bg-orange-100 text-orange-900 dark:bg-orange-400/15 dark:text-orange-200 [--dot:var(--color-orange-500)]',
  CLOSED: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-400/15 dark:text-zinc-300 [--dot:var(--color-zinc-500)]',
  REJECTED: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200 [--dot:var(--color-red-500)]',
  APPLYING: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-400/15 dark:text-cyan-200 [--dot:var(--color-cyan-600)]',
  ACCEPTING:
    'bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-400/15 dark:text-fuchsia-200 [--dot:var(--color-fuchsia-500)]',
} satisfies Record<string, string>;

export type Status = keyof typeof statusClassName;
export const statuses = Object.keys(statusClassName) as Status[];

export type StatusBadgeProps = React.ComponentProps<'span'> & {
  status: Status;
  /** The translated label; the features layer passes t(`status.${status}`). the reader's language from ui's texts otherwise. */
  label?: string;
  /** Read before the label by screen readers only, e.g. "Status:". */
  srPrefix?: string;
};

/** One line, never wider than its container: a label that does not fit ends in an ellipsis and shows in full as a tooltip. */
export function StatusBadge({ status, label, srPrefix, className, ...props }: StatusBadgeProps) {
  const texts = useUiTexts();
  const text = label ?? texts.status[status];
  const prefix = srPrefix ?? texts.statusPrefix;
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      title={text}
      className={cn(
        'inline-flex w-fit max-w-full items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        statusClassName[status],
        className,
      )}
      {...props}
    >
      <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-(--dot)" />
      {prefix && <span className="sr-only">{prefix} </span>}
      <span className="truncate leading-[inherit]">{text}</span>
    </span>
  );
}
