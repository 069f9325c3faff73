import { Slot } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';

export function SidebarNav({ className, children, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav data-slot="sidebar-nav" className={cn('w-56 shrink-0', className)} {...props}>
      <ul className="grid grid-cols-1 gap-0.5">{children}</ul>
    </nav>
  );
}

export function SidebarNavSection({
  title,
  children,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li data-slot="sidebar-nav-section" className="mt-4 first:mt-0">
      <p className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</p>
      <ul className="grid grid-cols-1 gap-0.5">{children}</ul>
    </li>
  );
}

export type SidebarNavLinkProps = React.ComponentProps<'a'> & {
  asChild?: boolean;
  active?: boolean;
  icon?: React.ReactNode;
};

/**
 * One row per link: a label too long for the sidebar ends in an ellipsis, and a plain-text label
 * stays whole in the tooltip and the link's name. (With `asChild`, the child lays out its own text.)
 */
export function SidebarNavLink({
  className,
  asChild = false,
  active = false,
  icon,
  children,
  ...props
}: SidebarNavLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <li>
      <Comp
        data-slot="sidebar-nav-link"
        aria-current={active ? 'page' : undefined}
        title={!asChild && typeof children === 'string' ? children : undefined}
        className={cn(
          'flex h-9 items-center gap-2 rounded-md px-3 text-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-accent aria-[current=page]:font-medium aria-[current=page]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
      >
        {asChild ? (
          children
        ) : (
          <>
            {icon}
            <span className="truncate leading-[inherit]">{children}</span>
          </>
        )}
      </Comp>
    </li>
  );
}
