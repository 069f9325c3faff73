import { useTranslation } from 'react-i18next';

import type { ChatStatus } from '@lancer/api/chat/chat-socket';
import { ChatBar } from '@lancer/ui/components/chat-bar';
import { ChatConversationList, type ChatConversation } from '@lancer/ui/components/chat-conversation-list';
import type { Loadable } from '@lancer/ui/components/load-state';

import { ChatConversations } from '../components/chat-conversations';
import { ChatThread, type ChatThreadProps } from '../components/chat-thread';

export type ChatBarViewProps = ChatThreadProps & {
  status: ChatStatus;
  /** The conversation list, as it loads. */
  conversations: Loadable<readonly ChatConversation[]>;
  selectedId: string | undefined;
  onSelect: (conversationId: string | undefined) => void;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
};

/** The chat bar docked on chat-enabled pages: conversations, then one conversation's messages. */
export function ChatBarView(props: ChatBarViewProps) {
  const { t } = useTranslation('chat');
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
      <ChatConversations status={props.status} conversations={props.conversations}>
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
              <ChatThread {...props} />
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
      </ChatConversations>
    </ChatBar>
  );
}
