import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { fetchConversations } from '@lancer/api/contract/chat';
import { useFetchConversations } from '@lancer/api/chat/fetch-conversations';
import { queryKeyOf } from '@lancer/api/react/query-keys';
import { useFetchMessages } from '@lancer/api/chat/fetch-messages';
import { useChatStatus } from '@lancer/api/chat/use-chat-status';
import type { ChatMessage as ServerMessage, Conversation } from '@lancer/api/schemas/chat';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import type { ChatConversation } from '@lancer/ui/components/chat-conversation-list';

import { ChatBarView } from './chat-bar-view';
import { formatShortDay, localeOf } from '../../lib/format';
import { toLoadable } from '../../lib/to-loadable';
import { TranslatableText } from '../../components/translatable-text';
import { toViewMessages, type OutgoingMessage } from './to-view-messages';

export type ChatBarScreenProps = {
  /** The app's /ws/chat connection; the screen listens to it and sends through it. */
  socket: ChatSocket;
  defaultExpanded?: boolean;
};

const conversationsQuery = { page: 1, page_size: 20 };

/** The chat bar wired to the chat socket and the conversation and message history calls. */
export function ChatBarScreen({ socket, defaultExpanded }: ChatBarScreenProps) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const status = useChatStatus(socket);
  const currentUserId = useFetchProfile().data?.account.basic.user_id;
  const conversations = useFetchConversations(conversationsQuery);
  const [selectedId, setSelectedId] = useState<string>();
  const history = useFetchMessages(
    { conversation_id: selectedId ?? '', page: 1, page_size: 50 },
    { enabled: !!selectedId },
  );
  const [live, setLive] = useState<ServerMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  useEffect(() => {
    const offMessage = socket.onMessage((message) => {
      setLive((previous) => [...previous, message]);
      void queryClient.invalidateQueries({
        queryKey: queryKeyOf(fetchConversations, { query: conversationsQuery }),
      });
    });
    const offError = socket.onError((error) => {
      if (!error.client_id) return;
      setOutgoing((previous) =>
        previous.map((item) => (item.client_id === error.client_id ? { ...item, failed: true } : item)),
      );
    });
    return () => {
      offMessage();
      offError();
    };
  }, [socket, queryClient]);

  const locale = localeOf(i18n.language);
  const messages = useMemo(() => {
    if (!selectedId) return [];
    const stored = [...(history.data?.items ?? []), ...live].filter(
      (message) => message.conversation_id === selectedId,
    );
    const mineOutgoing = outgoing.filter((message) => message.conversation_id === selectedId);
    return toViewMessages(stored, mineOutgoing, currentUserId, { locale, today: t('today') });
  }, [selectedId, history.data, live, outgoing, currentUserId, locale, t]);

  const send = (text: string) => {
    if (!selectedId) return;
    const clientId = socket.send(selectedId, text);
    setOutgoing((previous) => [
      ...previous,
      { client_id: clientId, conversation_id: selectedId, body: text },
    ]);
  };

  return (
    <ChatBarView
      status={status}
      conversations={toLoadable(conversations, (data) =>
        data.items.map((item) => toViewConversation(item, currentUserId, i18n.language)),
      )}
      selectedId={selectedId}
      onSelect={setSelectedId}
      messages={selectedId ? toLoadable(history, () => messages) : { status: 'ready', data: [] }}
      onSend={send}
      onRetry={(message) => {
        setOutgoing((previous) => previous.filter((item) => item.client_id !== message.id));
        send(message.text);
      }}
      defaultExpanded={defaultExpanded}
      renderMessageText={(message) => <TranslatableText texts={[message.text]} />}
    />
  );
}

function toViewConversation(
  conversation: Conversation,
  currentUserId: string | undefined,
  language: string,
): ChatConversation {
  const other =
    conversation.participants.find((participant) => participant.user_id !== currentUserId) ??
    conversation.participants[0];
  const name = other ? `${other.first_name} ${other.last_name}`.trim() || other.flid : conversation.title;
  return {
    id: conversation.id,
    name: conversation.title || name,
    email: other?.flid ?? conversation.title,
    photoUrl: other?.photo_url || null,
    lastMessage: conversation.last_message?.body ?? '',
    timeLabel: formatShortDay(conversation.updated_at, language),
    unread: conversation.unread_count,
  };
}
