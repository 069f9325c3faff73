import type * as React from 'react';

import { cn } from '../lib/cn';
import { Avatar } from './avatar';

export type ChatConversation = {
  id: string;
  name: string;
  email: string;
  photoUrl?: string | null;
  lastMessage: string;
  timeLabel: string;
  unread: number;
};

export type ChatConversationListProps = Omit<React.ComponentProps<'nav'>, 'onSelect'> & {
  conversations: readonly ChatConversation[];
  selectedId?: string;
  onSelect: (conversation: ChatConversation) => void;
  /** Each row a link to this address (open in a new tab, share); a plain click still calls `onSelect`. */
  getHref?: (conversation: ChatConversation) => string;
  labels?: { list?: string; unread?: (count: number) => string; empty?: string };
};

export function ChatConversationList({
  conversations,
  selectedId,
  onSelect,
  getHref,
  labels = {},
  className,
  ...props
}: ChatConversationListProps) {
  const unreadText = labels.unread ?? ((n: number) => `${n} unread`);
  return (
    <nav
      data-slot="chat-conversation-list"
      aria-label={labels.list ?? 'Conversations'}
      className={cn('overflow-y-auto', className)}
      {...props}
    >
      {conversations.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{labels.empty ?? 'No conversations yet'}</p>
      ) : (
        <ul className="grid grid-cols-1">
          {conversations.map((c) => (
            <li key={c.id}>
              {getHref ? (
                <a
                  href={getHref(c)}
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  onClick={(event) => {
                    // A new tab or window (modifier, middle click) goes by the link itself.
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return;
                    event.preventDefault();
                    onSelect(c);
                  }}
                  className={rowClass}
                >
                  <ConversationRow conversation={c} unreadText={unreadText} />
                </a>
              ) : (
                <button
                  type="button"
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(c)}
                  className={rowClass}
                >
                  <ConversationRow conversation={c} unreadText={unreadText} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

const rowClass =
  'flex w-full items-center gap-3 px-3 py-2 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset aria-[current=true]:bg-accent';

/** One conversation's row: its avatar, name, time, last message and unread count (a link's or a button's). */
function ConversationRow({
  conversation: c,
  unreadText,
}: {
  conversation: ChatConversation;
  unreadText: (count: number) => string;
}) {
  return (
    <>
      <Avatar src={c.photoUrl} email={c.email} alt="" size={36} aria-hidden />
      <span className="grid min-w-0 flex-1 grid-cols-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-medium">{c.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{c.timeLabel}</span>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-xs text-muted-foreground">{c.lastMessage}</span>
          {c.unread > 0 && (
            <span className="grid h-5 min-w-5 place-content-center rounded-full bg-primary px-1 text-xs font-medium text-primary-foreground">
              <span aria-hidden>{c.unread}</span>
              <span className="sr-only">{unreadText(c.unread)}</span>
            </span>
          )}
        </span>
      </span>
    </>
  );
}
