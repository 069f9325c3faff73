import { ChevronDownIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { menuContentClassName, menuItemClassName } from './dropdown-menu';

export type HoverMenuProps = {
  /** The trigger's text, e.g. "Workspaces"; `subLabel` shows the current section beside it. */
  label: React.ReactNode;
  subLabel?: React.ReactNode;
  children: React.ReactNode;
  /** How long the menu waits before closing once the pointer leaves, in ms. */
  closeDelay?: number;
  className?: string;
};

/**
 * A menu that opens on hover (the header's Workspaces menu) and, for keyboard and touch users,
 * also on click, Enter, Space or ArrowDown; arrow keys move between items and Escape closes it.
 */
export function HoverMenu({ label, subLabel, children, closeDelay = 150, className }: HoverMenuProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  const scheduleClose = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  };
  useEffect(() => cancelClose, []);
  const hover = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType === 'touch') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'touch') scheduleClose();
    },
  };
  return (
    <DropdownMenuPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuPrimitive.Trigger
        data-slot="hover-menu-trigger"
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent',
          className,
        )}
        {...hover}
      >
        {label}
        {subLabel && (
          <span data-slot="hover-menu-sub-label" className="text-muted-foreground">
            · {subLabel}
          </span>
        )}
        <ChevronDownIcon aria-hidden className="size-4 opacity-60" />
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuPrimitive.Portal>
        <DropdownMenuPrimitive.Content
          data-slot="hover-menu-content"
          align="start"
          sideOffset={4}
          className={menuContentClassName}
          {...hover}
        >
          {children}
        </DropdownMenuPrimitive.Content>
      </DropdownMenuPrimitive.Portal>
    </DropdownMenuPrimitive.Root>
  );
}

export function HoverMenuItem({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="hover-menu-item"
      className={cn(menuItemClassName, className)}
      {...props}
    />
  );
}
