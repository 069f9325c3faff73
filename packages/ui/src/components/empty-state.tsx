import type * as React from 'react';

import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Usually one Button: the next step out of the empty state. */
  action?: React.ReactNode;
};

export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className="grid size-12 place-content-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <h3 data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </h3>
      {description && (
        <p
          data-slot="empty-state-description"
          className="max-w-sm text-sm text-balance text-muted-foreground"
        >
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-2">
          {action}
        </div>
      )}
    </section>
  );
}
