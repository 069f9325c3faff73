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
  /**
   * Who scrolls: the main area on its own (the default, a frame of fixed height), or the page, so
   * the browser's scroll restoration and anchors work as on any document (the shipped app).
   */
  scroll?: 'main' | 'page';
};

/** The page frame: sticky header, a main area that scrolls on its own, an optional footer. */
export function AppShell({
  header,
  children,
  footer,
  chatBar,
  skipLabel = 'Skip to content',
  scroll = 'main',
  className,
  ...props
}: AppShellProps) {
  const main = useRef<HTMLElement>(null);
  return (
    <div
      data-slot="app-shell"
      className={cn(
        'flex flex-col bg-background text-foreground',
        scroll === 'main' ? 'h-dvh' : 'min-h-dvh',
        className,
      )}
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
      {/* Focusable: in a tab stop (0) when it scrolls on its own, so keyboard users can scroll it; else
          only by the skip link (-1). */}
      <main
        ref={main}
        id="main-content"
        data-slot="app-shell-main"
        tabIndex={scroll === 'main' ? 0 : -1}
        className={cn(
          'flex-1 outline-none',
          scroll === 'main' &&
            'min-h-0 overflow-y-auto focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset',
        )}
      >
        {children}
        {scroll === 'main' ? footer : null}
      </main>
      {/* A page that scrolls keeps its footer out of main: a landmark of its own (contentinfo). */}
      {scroll === 'page' ? footer : null}
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
