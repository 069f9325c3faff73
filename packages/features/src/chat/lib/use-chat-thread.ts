import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { useFetchMessages } from '@lancer/api/chat/fetch-messages';
import { fetchConversations } from '@lancer/api/contract/chat';
import { operationKey } from '@lancer/api/react/query-keys';
import type { ChatMessage as ServerMessage } from '@lancer/api/schemas/chat';
import type { ChatMessage as ViewMessage } from '@lancer/ui/components/chat-message-list';

import { localeOf } from '../../lib/format';
import { toLoadable } from '../../lib/to-loadable';
import { toViewMessages, type OutgoingMessage } from './to-view-messages';

/**
 * One conversation over the chat socket, as the chat bar and the messages page show it: its stored
 * history, the messages that came live, and the user's own on their way or refused. Every live
 * message makes the conversation list stale (its unread counts and last messages).
 */
export function useChatThread(
  socket: ChatSocket,
  conversationId: string | undefined,
  currentUserId: string | undefined,
) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const history = useFetchMessages(
    { conversation_id: conversationId ?? '', page: 1, page_size: 50 },
    { enabled: !!conversationId },
  );
  const [live, setLive] = useState<ServerMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  useEffect(() => {
    const offMessage = socket.onMessage((message) => {
      setLive((previous) => [...previous, message]);
      void queryClient.invalidateQueries({ queryKey: operationKey(fetchConversations) });
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

  // Reading a conversation's newest page marks it read: the list's unread counts change.
  const readAt = history.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: operationKey(fetchConversations) });
  }, [readAt, queryClient]);

  const locale = localeOf(i18n.language);
  const messages = useMemo(() => {
    if (!conversationId) return [];
    const stored = [...(history.data?.items ?? []), ...live].filter(
      (message) => message.conversation_id === conversationId,
    );
    const mineOutgoing = outgoing.filter((message) => message.conversation_id === conversationId);
    return toViewMessages(stored, mineOutgoing, currentUserId, { locale, today: t('today') });
  }, [conversationId, history.data, live, outgoing, currentUserId, locale, t]);

  const send = (text: string) => {
    if (!conversationId) return;
    const clientId = socket.send(conversationId, text);
    setOutgoing((previous) => [
      ...previous,
      { client_id: clientId, conversation_id: conversationId, body: text },
    ]);
  };

  return {
    messages: conversationId
      ? toLoadable(history, () => messages)
      : ({ status: 'ready', data: [] } as const satisfies { status: 'ready'; data: ViewMessage[] }),
    send,
    retry: (message: ViewMessage) => {
      setOutgoing((previous) => previous.filter((item) => item.client_id !== message.id));
      send(message.text);
    },
  };
}
