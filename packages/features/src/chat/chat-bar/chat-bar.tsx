import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { useFetchConversations } from '@lancer/api/chat/fetch-conversations';
import { useChatStatus } from '@lancer/api/chat/use-chat-status';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import { toast } from '@lancer/ui/components/toast';

import { ChatBarView } from './chat-bar-view';
import { toLoadable } from '../../lib/to-loadable';
import { TranslatableText } from '../../components/translatable-text';
import { messageLink } from '../lib/message-link';
import { toViewConversation } from '../lib/to-view-conversation';
import { useChatThread } from '../lib/use-chat-thread';
import { ReportMessageMenu } from '../../components/report-message-menu';

export type ChatBarScreenProps = {
  /** The app's /ws/chat connection; the screen listens to it and sends through it. */
  socket: ChatSocket;
  defaultExpanded?: boolean;
};

const conversationsQuery = { page: 1, page_size: 20 };

/**
 * The chat bar wired to the chat socket and the conversation and message history calls. A message
 * refused while the bar is closed (sent, then the bar closed; or queued offline and refused on
 * reconnect) would be marked "Not sent" where nobody looks: a toast says so (issue 37).
 */
export function ChatBarScreen({ socket, defaultExpanded }: ChatBarScreenProps) {
  const { t, i18n } = useTranslation('chat');
  const status = useChatStatus(socket);
  const currentUserId = useFetchProfile().data?.account.basic.user_id;
  const conversations = useFetchConversations(conversationsQuery);
  const [selectedId, setSelectedId] = useState<string>();
  const selected = conversations.data?.items.find((item) => item.id === selectedId);
  const thread = useChatThread(socket, selectedId, currentUserId, selected?.read_positions);
  const [expanded, setExpanded] = useState(defaultExpanded ?? false);
  const expandedNow = useRef(expanded);
  expandedNow.current = expanded;
  useEffect(() => {
    const off = socket.onError((error) => {
      if (error.client_id && !expandedNow.current)
        toast({ title: t('notSentToast'), description: error.message, variant: 'destructive' });
    });
    return () => {
      off();
    };
  }, [socket, t]);

  return (
    <ChatBarView
      status={status}
      conversations={toLoadable(conversations, (data) =>
        data.items.map((item) => toViewConversation(item, currentUserId, i18n.language, t('deleted'))),
      )}
      selectedId={selectedId}
      onSelect={setSelectedId}
      messages={thread.messages}
      onSend={thread.send}
      onType={thread.typed}
      typing={thread.typing}
      onRetry={thread.retry}
      changes={thread.changes}
      attach={thread.attach}
      renderReport={(message, items) => <ReportMessageMenu messageId={message.id}>{items}</ReportMessageMenu>}
      linkOf={(message) => messageLink(selectedId ?? '', message.id)}
      expanded={expanded}
      onExpandedChange={setExpanded}
      renderMessageText={(message) => <TranslatableText texts={[message.text]} />}
    />
  );
}
