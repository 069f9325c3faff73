import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { ChatBar } from '@lancer/ui/components/chat-bar';
import { ChatComposer } from '@lancer/ui/components/chat-composer';
import { ChatConversationList, type ChatConversation } from '@lancer/ui/components/chat-conversation-list';
import { ChatMessageList, type ChatMessage } from '@lancer/ui/components/chat-message-list';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';

type ChatStatus = 'connecting' | 'open' | 'offline';

export type ChatBarViewProps = {
  status: ChatStatus;
  /** The conversation list, as it loads. */
  conversations: Loadable<readonly ChatConversation[]>;
  selectedId: string | undefined;
  onSelect: (conversationId: string | undefined) => void;
  /** The selected conversation's messages, as its history loads. */
  messages: Loadable<readonly ChatMessage[]>;
  onSend: (text: string) => void;
  onRetry: (message: ChatMessage) => void;
  /** A message's text as shown (LAB-TRANSLATE-IN-PLACE: with its one-click translation). */
  renderMessageText?: (message: ChatMessage) => React.ReactNode;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
};

const conversationsSkeleton = (
  <>
    <Skeleton className="h-10" />
    <Skeleton className="h-10" />
    <Skeleton className="h-10" />
  </>
);

const messagesSkeleton = (
  <>
    <Skeleton className="ml-auto h-10 w-2/3" />
    <Skeleton className="h-10 w-2/3" />
  </>
);

const statusDot: Record<ChatStatus, string> = {
  open: 'bg-success',
  connecting: 'bg-warning',
  offline: 'bg-muted-foreground',
};

/** The chat bar docked on chat-enabled pages: conversations, then one conversation's messages. */
export function ChatBarView(props: ChatBarViewProps) {
  const { t } = useTranslation('chat');
  const labels = useLoadStateLabels();
  const unread =
    props.conversations.status === 'ready'
      ? props.conversations.data.reduce((sum, item) => sum + item.unread, 0)
      : 0;
  return (
    <ChatBar
      title={t('title')}
      unread={unread}
      expanded={props.expanded}
      defaultExpanded={props.defaultExpanded}
      onExpandedChange={props.onExpandedChange}
      labels={{ unread: (count) => t('unread', { count }) }}
    >
      <p role="status" className="flex items-center gap-2 border-b px-3 py-1.5 text-xs text-muted-foreground">
        <span aria-hidden className={`size-2 rounded-full ${statusDot[props.status]}`} />
        {t(`status.${props.status}`)}
      </p>
      <LoadState
        state={props.conversations}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t('noConversations.title'), description: t('noConversations.body') }}
        errorTitle={t('loadFailed')}
        {...labels}
        loadingLabel={t('conversations')}
        skeleton={conversationsSkeleton}
        className="m-3 w-auto"
      >
        {(conversations) => {
          const selected = conversations.find((item) => item.id === props.selectedId);
          return selected ? (
            <>
              <button
                type="button"
                className="border-b px-3 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                onClick={() => props.onSelect(undefined)}
              >
                ← {t('back')} · {selected.name}
              </button>
              <LoadState
                state={props.messages}
                isEmpty={(messages) => messages.length === 0}
                empty={{ title: t('noMessages') }}
                errorTitle={t('loadFailed')}
                {...labels}
                loadingLabel={t('log')}
                skeleton={messagesSkeleton}
                className="m-3 w-auto flex-1"
              >
                {(messages) => (
                  <ChatMessageList
                    className="min-h-0 flex-1"
                    messages={messages}
                    onRetry={props.onRetry}
                    renderText={props.renderMessageText}
                    labels={{
                      log: t('log'),
                      pending: t('pending'),
                      failed: t('failed'),
                      sent: t('sent'),
                      retry: t('retry'),
                    }}
                  />
                )}
              </LoadState>
              <ChatComposer
                onSend={props.onSend}
                labels={{
                  input: t('input'),
                  placeholder: t('placeholder'),
                  send: t('send'),
                  empty: t('empty'),
                }}
              />
            </>
          ) : (
            <ChatConversationList
              className="min-h-0 flex-1 overflow-y-auto"
              conversations={conversations}
              onSelect={(conversation) => props.onSelect(conversation.id)}
              labels={{ list: t('conversations'), unread: (count) => t('unread', { count }) }}
            />
          );
        }}
      </LoadState>
    </ChatBar>
  );
}
