import { ArrowLeftIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatStatus } from '@lancer/api/chat/chat-socket';
import { ChatConversationList, type ChatConversation } from '@lancer/ui/components/chat-conversation-list';
import type { Loadable } from '@lancer/ui/components/load-state';
import { cn } from '@lancer/ui/lib/cn';

import { ChatConversations } from '../components/chat-conversations';
import { ChatThread, type ChatThreadProps } from '../components/chat-thread';
import {
  MessageSearchBox,
  MessageSearchResults,
  type MessageSearchProps,
} from '../components/message-search';

export type ChatPageViewProps = ChatThreadProps & {
  status: ChatStatus;
  conversations: Loadable<readonly ChatConversation[]>;
  /** The open conversation (the address's), or none. */
  selectedId: string | undefined;
  onSelect: (conversationId: string | undefined) => void;
  /** Search across the conversations (decision 1603). */
  search: MessageSearchProps;
  /** At the end of the open conversation's header: "Send an offer" when the other side is a provider (decision 2202). */
  headerAction?: React.ReactNode;
};

/**
 * /messages (decision 1600): the conversations beside the open one; on a phone one pane at a time,
 * the list until a conversation is open, then the conversation with a way back.
 */
export function ChatPageView(props: ChatPageViewProps) {
  const { t } = useTranslation('chat');
  const selected =
    props.conversations.status === 'ready'
      ? props.conversations.data.find((item) => item.id === props.selectedId)
      : undefined;
  const open = props.selectedId !== undefined;
  return (
    // A container, not the viewport, decides the panes: a story shows the phone layout in a 390 px frame.
    <div className="@container mx-auto h-[calc(100dvh-4rem)] w-full max-w-6xl">
      <div className="flex h-full flex-col @3xl:px-6 @3xl:py-6">
        <h1 className={cn('px-4 py-3 text-xl font-semibold @3xl:px-0 @3xl:pt-0', open && '@max-3xl:sr-only')}>
          {t('title')}
        </h1>
        <div className="grid min-h-0 flex-1 overflow-hidden border-t @3xl:grid-cols-[20rem_1fr] @3xl:rounded-lg @3xl:border">
          <section
            aria-label={t('conversations')}
            className={cn('flex min-h-0 flex-col @3xl:border-r', open && '@max-3xl:hidden')}
          >
            <h2 className="sr-only">{t('conversations')}</h2>
            <MessageSearchBox query={props.search.query} onSearch={props.search.onSearch} />
            {props.search.query ? (
              <MessageSearchResults
                results={props.search.results}
                hrefOf={props.search.hrefOf}
                onOpenResult={props.search.onOpenResult}
              />
            ) : (
              <ChatConversations status={props.status} conversations={props.conversations}>
                {(conversations) => (
                  <ChatConversationList
                    className="min-h-0 flex-1"
                    conversations={conversations}
                    selectedId={props.selectedId}
                    onSelect={(conversation) => props.onSelect(conversation.id)}
                    labels={{ list: t('conversations'), unread: (count) => t('unread', { count }) }}
                  />
                )}
              </ChatConversations>
            )}
          </section>
          <section
            aria-label={selected?.name ?? t('log')}
            className={cn('flex min-h-0 min-w-0 flex-col', !open && '@max-3xl:hidden')}
          >
            {open ? (
              <>
                <div className="flex min-h-12 items-center gap-2 border-b px-3 py-2">
                  <button
                    type="button"
                    aria-label={t('back')}
                    className="rounded-sm p-1 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none @3xl:hidden"
                    onClick={() => props.onSelect(undefined)}
                  >
                    <ArrowLeftIcon aria-hidden className="size-4" />
                  </button>
                  {selected ? <h2 className="truncate text-sm font-medium">{selected.name}</h2> : null}
                  {props.headerAction ? <div className="ml-auto shrink-0">{props.headerAction}</div> : null}
                </div>
                <ChatThread {...props} />
              </>
            ) : (
              <p className="m-auto text-sm text-muted-foreground">{t('chooseConversation')}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
