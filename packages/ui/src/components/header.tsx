import { Slot } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';

export function Header({ className, children, ...props }: React.ComponentProps<'header'>) {
  return (
    <header
      data-slot="header"
      className={cn(
        'sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">{children}</div>
    </header>
  );
}

export type HeaderLogoProps = React.ComponentProps<'a'> & { asChild?: boolean };

/** The product mark; pass asChild to wrap the router's Link. */
export function HeaderLogo({ className, asChild = false, ...props }: HeaderLogoProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      data-slot="header-logo"
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}

export function HeaderNav({ className, children, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav data-slot="header-nav" className={cn('flex items-center', className)} {...props}>
      <ul className="flex items-center gap-1">{children}</ul>
    </nav>
  );
}

export type HeaderNavLinkProps = React.ComponentProps<'a'> & { asChild?: boolean; active?: boolean };

/** One header link, in its own list item; `active` sets aria-current="page". */
export function HeaderNavLink({ className, asChild = false, active = false, ...props }: HeaderNavLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <li>
      <Comp
        data-slot="header-nav-link"
        aria-current={active ? 'page' : undefined}
        className={cn(
          'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-foreground',
          className,
        )}
        {...props}
      />
    </li>
  );
}

/** Wraps a non-link nav entry (the Workspaces hover menu) so it sits in the nav list. */
export function HeaderNavItem(props: React.ComponentProps<'li'>) {
  return <li data-slot="header-nav-item" {...props} />;
}

/** The right-hand side: actions and the user box. */
export function HeaderActions({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="header-actions" className={cn('ml-auto flex items-center gap-2', className)} {...props} />
  );
}
