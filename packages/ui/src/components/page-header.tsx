import type * as React from 'react';

import { cn } from '../lib/cn';

export type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons on the right (wrap below the title on narrow screens). */
  actions?: React.ReactNode;
  /** Above the title: breadcrumbs or a back link. */
  eyebrow?: React.ReactNode;
};

/** The page's single h1 with optional description and actions. */
export function PageHeader({ title, description, actions, eyebrow, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn('flex flex-wrap items-end justify-between gap-4 pb-6', className)}
      {...props}
    >
      <div className="grid min-w-0 gap-1">
        {eyebrow && (
          <div data-slot="page-header-eyebrow" className="text-sm text-muted-foreground">
            {eyebrow}
          </div>
        )}
        <h1 data-slot="page-header-title" className="text-2xl font-semibold tracking-tight text-balance">
          {title}
        </h1>
        {description && (
          <p data-slot="page-header-description" className="max-w-prose text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {actions && (
        <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
          {actions}
        </div>
      )}
    </div>
  );
}
