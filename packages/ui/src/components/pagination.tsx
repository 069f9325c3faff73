import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { buttonVariants } from './button';

/** Page numbers to show: first, last, the current one and its neighbours, with gaps as null. */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | null)[] {
  // Up to 7 pages fit without any gap, so show them all.
  if (pageCount <= 5 + 2 * siblings) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels?: { nav?: string; previous?: string; next?: string; page?: (page: number) => string; more?: string };
};

export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels = {},
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const item = buttonVariants({ variant: 'ghost', size: 'icon' });
  return (
    <nav
      data-slot="pagination"
      aria-label={labels.nav ?? 'Pagination'}
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    >
      <ul className="flex flex-row flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost' }), 'gap-1 px-2.5')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden />
            <span>{labels.previous ?? 'Previous'}</span>
          </button>
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`}>
              <span aria-hidden className="flex size-9 items-center justify-center">
                <MoreHorizontalIcon className="size-4" />
              </span>
              <span className="sr-only">{labels.more ?? 'More pages'}</span>
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                data-slot="pagination-page"
                aria-label={labels.page?.(p) ?? `Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={cn(item, p === page && buttonVariants({ variant: 'outline', size: 'icon' }))}
                onClick={() => onPageChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost' }), 'gap-1 px-2.5')}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span>{labels.next ?? 'Next'}</span>
            <ChevronRightIcon aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
