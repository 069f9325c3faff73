import type * as React from 'react';

type TabHeaderProps = { title: string; children?: React.ReactNode };

/** A tab's heading with its controls (filters, add buttons) on the right. */
export function TabHeader({ title, children }: TabHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="flex flex-wrap items-end gap-3">{children}</div> : null}
    </div>
  );
}
