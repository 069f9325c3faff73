import { useTranslation } from 'react-i18next';

import { Alert } from '@lancer/ui/components/alert';
import { ChatBar } from '@lancer/ui/components/chat-bar';
import { ChatComposer } from '@lancer/ui/components/chat-composer';
import { ChatConversationList, type ChatConversation } from '@lancer/ui/components/chat-conversation-list';
import { ChatMessageList, type ChatMessage } from '@lancer/ui/components/chat-message-list';
import { Skeleton } from '@lancer/ui/components/skeleton';

export type ChatStatus = 'connecting' | 'open' | 'offline';

export type ChatBarViewProps = {
  status: ChatStatus;
  conversations:
    { state: 'loading' } | { state: 'error' } | { state: 'ready'; items: readonly ChatConversation[] };
  selectedId: string | undefined;
  onSelect: (conversationId: string | undefined) => void;
  messages: readonly ChatMessage[];
  onSend: (text: string) => void;
  onRetry: (message: ChatMessage) => void;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
};

const statusDot: Record<ChatStatus, string> = {
  open: 'bg-success',
  connecting: 'bg-warning',
  offline: 'bg-muted-foreground',
};

/** The chat bar docked on chat-enabled pages: conversations, then one conversation's messages. */
export function ChatBarView(props: ChatBarViewProps) {
  const { t } = useTranslation('chat');
  const unread =
    props.conversations.state === 'ready'
      ? props.conversations.items.reduce((sum, item) => sum + item.unread, 0)
      : 0;
  const selected =
    props.conversations.state === 'ready'
      ? props.conversations.items.find((item) => item.id === props.selectedId)
      : undefined;
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
      {props.conversations.state === 'loading' ? (
        <div
          role="group"
          className="flex flex-col gap-2 p-3"
          aria-busy="true"
          aria-label={t('conversations')}
        >
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : props.conversations.state === 'error' ? (
        <Alert variant="destructive" className="m-3">
          {t('loadFailed')}
        </Alert>
      ) : selected ? (
        <>
          <button
            type="button"
            className="border-b px-3 py-2 text-left text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            onClick={() => props.onSelect(undefined)}
          >
            ← {t('back')} · {selected.name}
          </button>
          <ChatMessageList
            className="min-h-0 flex-1"
            messages={props.messages}
            onRetry={props.onRetry}
            labels={{
              log: t('log'),
              pending: t('pending'),
              failed: t('failed'),
              sent: t('sent'),
              retry: t('retry'),
            }}
          />
          <ChatComposer
            onSend={props.onSend}
            labels={{ input: t('input'), placeholder: t('placeholder'), send: t('send'), empty: t('empty') }}
          />
        </>
      ) : (
        <ChatConversationList
          className="min-h-0 flex-1 overflow-y-auto"
          conversations={props.conversations.items}
          onSelect={(conversation) => props.onSelect(conversation.id)}
          labels={{
            list: t('conversations'),
            unread: (count) => t('unread', { count }),
            empty: t('noConversations'),
          }}
        />
      )}
    </ChatBar>
  );
}
