import { useRef } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type AppShellProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  header: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
  /** The docked chat bar; it floats over the bottom-right corner of the main area. */
  chatBar?: React.ReactNode;
  /** Label of the skip link that jumps over the header to the main content. */
  skipLabel?: string;
};

/** The page frame: sticky header, a main area that scrolls on its own, an optional footer. */
export function AppShell({
  header,
  children,
  footer,
  chatBar,
  skipLabel = 'Skip to content',
  className,
  ...props
}: AppShellProps) {
  const main = useRef<HTMLElement>(null);
  return (
    <div
      data-slot="app-shell"
      className={cn('flex h-dvh flex-col bg-background text-foreground', className)}
      {...props}
    >
      <a
        href="#main-content"
        // Focus directly rather than follow the hash, which a client-side router would treat as navigation.
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {skipLabel}
      </a>
      {header}
      {/* Focusable (tabIndex 0) because it scrolls on its own: keyboard users must be able to scroll it. */}
      <main
        ref={main}
        id="main-content"
        data-slot="app-shell-main"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        {children}
        {footer}
      </main>
      {chatBar && (
        <div
          data-slot="app-shell-chat"
          className="pointer-events-none fixed right-4 bottom-0 z-40 flex justify-end [&>*]:pointer-events-auto"
        >
          {chatBar}
        </div>
      )}
    </div>
  );
}

export function AppFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return (
    <footer
      data-slot="app-footer"
      className={cn('border-t px-6 py-6 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
