import { ChevronDownIcon, ChevronUpIcon, MessageSquareIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type ChatBarProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title: React.ReactNode;
  unread?: number;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  labels?: { unread?: (count: number) => string };
  children: React.ReactNode;
};

/** The docked chat at the bottom of the page: a bar that expands into the conversation panel. */
export function ChatBar({
  title,
  unread = 0,
  expanded: controlled,
  defaultExpanded = false,
  onExpandedChange,
  labels = {},
  className,
  children,
  ...props
}: ChatBarProps) {
  const [own, setOwn] = useState(defaultExpanded);
  const expanded = controlled ?? own;
  const panelId = useId();
  const toggle = () => {
    setOwn(!expanded);
    onExpandedChange?.(!expanded);
  };
  return (
    <section
      data-slot="chat-bar"
      data-expanded={expanded || undefined}
      aria-label={typeof title === 'string' ? title : undefined}
      className={cn(
        'flex w-80 flex-col overflow-hidden rounded-t-lg border border-b-0 bg-popover text-popover-foreground shadow-lg',
        className,
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) toggle();
      }}
      {...props}
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
        className="flex h-11 items-center gap-2 px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <MessageSquareIcon aria-hidden className="size-4" />
        <span className="flex-1 text-left">{title}</span>
        {unread > 0 && (
          <span className="grid h-5 min-w-5 place-content-center rounded-full bg-primary px-1 text-xs text-primary-foreground">
            <span aria-hidden>{unread}</span>
            <span className="sr-only">{(labels.unread ?? ((n: number) => `${n} unread`))(unread)}</span>
          </span>
        )}
        {expanded ? (
          <ChevronDownIcon aria-hidden className="size-4" />
        ) : (
          <ChevronUpIcon aria-hidden className="size-4" />
        )}
      </button>
      <div id={panelId} hidden={!expanded} className="flex h-96 flex-col border-t">
        {children}
      </div>
    </section>
  );
}
