import { AlertCircleIcon, CheckIcon, ClockIcon } from 'lucide-react';
import * as React from 'react';

import { cn } from '../lib/cn';

export type ChatMessage = {
  id: string;
  text: string;
  mine: boolean;
  /** ISO date-time. */
  sentAt: string;
  /** Formatted by the caller in the reader's language. */
  timeLabel: string;
  /** Messages with the same dayLabel are grouped under one separator. */
  dayLabel: string;
  status?: 'pending' | 'failed' | 'sent';
  /** The last of the user's own messages the other side has read: "Seen" under it. */
  seen?: boolean;
  /** Its author changed it after sending: "edited" beside the time. */
  edited?: boolean;
  /** Its author deleted it: "This message was deleted" instead of the text. */
  deleted?: boolean;
};

export type ChatMessageListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  messages: readonly ChatMessage[];
  onRetry?: (message: ChatMessage) => void;
  /** What a bubble shows instead of the plain text (e.g. the text with a "Translate" toggle). */
  renderText?: (message: ChatMessage) => React.ReactNode;
  /** What a message carries besides its text (e.g. its images and files), under the bubble. */
  renderAttachments?: (message: ChatMessage) => React.ReactNode;
  /** What follows the time line of a message, e.g. a menu for an own message (edit, delete). */
  renderActions?: (message: ChatMessage) => React.ReactNode;
  /** A message to scroll into view and mark (e.g. a search result opened). */
  highlightId?: string;
  labels?: {
    edited?: string;
    deleted?: string;
    log?: string;
    pending?: string;
    failed?: string;
    sent?: string;
    seen?: string;
    retry?: string;
  };
};

const statusIcon = { pending: ClockIcon, failed: AlertCircleIcon, sent: CheckIcon } as const;

/** The conversation as a live log, oldest first, with a separator each time the day changes. */
export function ChatMessageList({
  messages,
  onRetry,
  renderText,
  renderAttachments,
  renderActions,
  highlightId,
  labels = {},
  className,
  ...props
}: ChatMessageListProps) {
  const list = React.useRef<HTMLOListElement>(null);
  const highlightShown = messages.some((message) => message.id === highlightId);
  React.useEffect(() => {
    if (highlightShown)
      list.current?.querySelector('[data-highlighted]')?.scrollIntoView({ block: 'center' });
  }, [highlightId, highlightShown]);
  const statusText = {
    pending: labels.pending ?? 'Sending',
    failed: labels.failed ?? 'Not sent',
    sent: labels.sent ?? 'Sent',
  };
  return (
    // The log scrolls by itself, so it takes focus for keyboard scrolling.
    <div
      data-slot="chat-message-list"
      role="log"
      aria-label={labels.log ?? 'Messages'}
      aria-live="polite"
      tabIndex={0}
      className={cn(
        'overflow-y-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
        className,
      )}
      {...props}
    >
      <ol ref={list} className="flex flex-col gap-2 p-3">
        {messages.map((message, index) => {
          const newDay = index === 0 || messages[index - 1]!.dayLabel !== message.dayLabel;
          const status = message.mine ? (message.status ?? 'sent') : null;
          const Icon = status ? statusIcon[status] : null;
          return (
            <li
              key={message.id}
              data-slot="chat-message"
              data-mine={message.mine || undefined}
              data-status={status ?? undefined}
              data-highlighted={message.id === highlightId || undefined}
              className="grid gap-2 rounded-lg data-highlighted:bg-warning/15"
            >
              {newDay && (
                <div
                  data-slot="chat-day-separator"
                  className="flex items-center gap-3 text-xs text-muted-foreground"
                >
                  <span aria-hidden className="h-px flex-1 bg-border" />
                  <span>{message.dayLabel}</span>
                  <span aria-hidden className="h-px flex-1 bg-border" />
                </div>
              )}
              <div
                className={cn(
                  'flex max-w-[80%] flex-col gap-0.5',
                  message.mine ? 'items-end self-end' : 'items-start self-start',
                )}
              >
                {/* A message of files only has no bubble of text. */}
                {(message.text || message.deleted || !renderAttachments) && (
                  <p
                    className={cn(
                      'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                      message.mine
                        ? 'rounded-br-sm bg-primary text-primary-foreground'
                        : 'rounded-bl-sm bg-muted text-foreground',
                      status === 'failed' && 'border border-destructive bg-destructive/10 text-foreground',
                      message.deleted && 'border border-border bg-transparent text-muted-foreground italic',
                    )}
                  >
                    {message.deleted
                      ? (labels.deleted ?? 'This message was deleted')
                      : renderText
                        ? renderText(message)
                        : message.text}
                  </p>
                )}
                {!message.deleted && renderAttachments?.(message)}
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <time dateTime={message.sentAt}>{message.timeLabel}</time>
                  {message.edited && !message.deleted && (
                    <span data-slot="chat-edited">{labels.edited ?? 'edited'}</span>
                  )}
                  {status && Icon && (
                    <span
                      className={cn(
                        'inline-flex items-center gap-1',
                        status === 'failed' && 'text-destructive',
                      )}
                    >
                      <Icon aria-hidden className="size-3" />
                      <span className={status === 'failed' ? undefined : 'sr-only'}>
                        {statusText[status]}
                      </span>
                    </span>
                  )}
                  {status === 'failed' && onRetry && (
                    <button
                      type="button"
                      onClick={() => onRetry(message)}
                      className="rounded-sm font-medium text-foreground underline underline-offset-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {labels.retry ?? 'Retry'}
                    </button>
                  )}
                  {message.seen && (
                    <span data-slot="chat-seen" className="font-medium">
                      {labels.seen ?? 'Seen'}
                    </span>
                  )}
                  {renderActions?.(message)}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
