import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { useFetchMessages } from '@lancer/api/chat/fetch-messages';
import { fetchConversations } from '@lancer/api/contract/chat';
import { operationKey } from '@lancer/api/react/query-keys';
import type { ChatFile, MemberReadPosition, ChatMessage as ServerMessage } from '@lancer/api/schemas/chat';
import type { ChatMessage as ViewMessage } from '@lancer/ui/components/chat-message-list';

import { localeOf } from '../../lib/format';
import { toLoadable } from '../../lib/to-loadable';
import { mergeReadPositions, seenMessageId } from './seen-message';
import { toViewMessages, type OutgoingMessage } from './to-view-messages';
import { useMessageChanges } from './use-message-changes';
import { useFileUploads } from '../../lib/use-file-uploads';
import { useTyping } from './use-typing';

const noPositions: readonly MemberReadPosition[] = [];

/**
 * One conversation over the chat socket, as the chat bar and the messages page show it: its stored
 * history, the messages that came live, and the user's own on their way or refused. Every live
 * message makes the conversation list stale (its unread counts and last messages); one from
 * someone else in the open conversation is read at once (the newest page again, which moves the
 * read position). "Seen" goes under the last own message another member read (`readPositions`,
 * the conversation's, and the live read frames), "… is typing" while they type (decision 1601).
 */
export function useChatThread(
  socket: ChatSocket,
  conversationId: string | undefined,
  currentUserId: string | undefined,
  readPositions: readonly MemberReadPosition[] = noPositions,
) {
  const { t, i18n } = useTranslation('chat');
  const queryClient = useQueryClient();
  const history = useFetchMessages(
    { conversation_id: conversationId ?? '', page: 1, page_size: 50 },
    { enabled: !!conversationId },
  );
  const [live, setLive] = useState<ServerMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [liveReads, setLiveReads] = useState<(MemberReadPosition & { conversation_id: string })[]>([]);
  const typists = useTyping(socket, conversationId);
  const uploads = useFileUploads(conversationId);
  const { changed, changes } = useMessageChanges(socket);
  const open = useRef({ conversationId, currentUserId, refetch: history.refetch });
  open.current = { conversationId, currentUserId, refetch: history.refetch };

  useEffect(() => {
    const offMessage = socket.onMessage((message) => {
      setLive((previous) => [...previous, message]);
      void queryClient.invalidateQueries({ queryKey: operationKey(fetchConversations) });
      const { conversationId: openId, currentUserId: me, refetch } = open.current;
      if (message.conversation_id === openId && message.sender.user_id !== me) void refetch();
    });
    const offRead = socket.onRead((read) => setLiveReads((previous) => [...previous, read]));
    const offError = socket.onError((error) => {
      if (!error.client_id) return;
      setOutgoing((previous) =>
        previous.map((item) => (item.client_id === error.client_id ? { ...item, failed: true } : item)),
      );
    });
    return () => {
      offMessage();
      offRead();
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
    // An edit or delete heard live replaces the message wherever it came from (decision 1602).
    const stored = [...(history.data?.items ?? []), ...live]
      .filter((message) => message.conversation_id === conversationId)
      .map((message) => changed.get(message.id) ?? message);
    const mineOutgoing = outgoing.filter((message) => message.conversation_id === conversationId);
    const positions = mergeReadPositions(
      readPositions,
      liveReads.filter((read) => read.conversation_id === conversationId),
    );
    const seenId = seenMessageId(stored, positions, currentUserId);
    return toViewMessages(stored, mineOutgoing, currentUserId, { locale, today: t('today') }).map(
      (message) => (message.id === seenId ? { ...message, seen: true } : message),
    );
  }, [
    conversationId,
    history.data,
    live,
    changed,
    outgoing,
    currentUserId,
    locale,
    t,
    readPositions,
    liveReads,
  ]);

  // A message's files by its id (stored and live) or client id (own, on their way), decision 1604.
  const filesById = useMemo(() => {
    const byId = new Map<string, readonly ChatFile[]>();
    for (const message of [...(history.data?.items ?? []), ...live]) {
      const files = (changed.get(message.id) ?? message).files;
      if (files?.length) byId.set(message.id, files);
    }
    for (const message of outgoing) if (message.files?.length) byId.set(message.client_id, message.files);
    return byId;
  }, [history.data, live, changed, outgoing]);

  const sendWith = (text: string, files: readonly ChatFile[]) => {
    if (!conversationId) return;
    const clientId = socket.send(
      conversationId,
      text,
      files.map((file) => file.id),
    );
    setOutgoing((previous) => [
      ...previous,
      { client_id: clientId, conversation_id: conversationId, body: text, files },
    ]);
  };
  /** Sends the text with the files uploaded so far; the composer's files start over. */
  const send = (text: string) => {
    sendWith(text, uploads.ready);
    uploads.clear();
  };

  return {
    messages: conversationId
      ? toLoadable(history, () => messages)
      : ({ status: 'ready', data: [] } as const satisfies { status: 'ready'; data: ViewMessage[] }),
    send,
    /** Edit and delete for own messages within 15 minutes (CHAT-EDIT-WINDOW). */
    changes,
    /** "… is typing" for the others typing now, or undefined. */
    typing: typists.length > 0 ? t('typing', { name: typists.join(', ') }) : undefined,
    /** The user typed: a typing frame, throttled by the socket (CHAT-TYPING-THROTTLE). */
    typed: () => {
      if (conversationId) socket.typing(conversationId);
    },
    retry: (message: ViewMessage) => {
      const files = outgoing.find((item) => item.client_id === message.id)?.files ?? [];
      setOutgoing((previous) => previous.filter((item) => item.client_id !== message.id));
      sendWith(message.text, files);
    },
    /** Files: the composer's uploads, and each message's files (decision 1604). */
    attach: {
      uploads: uploads.uploads,
      busy: uploads.busy,
      ready: uploads.ready.length,
      filesOf: (message: ViewMessage) => filesById.get(message.id) ?? [],
    },
  };
}
