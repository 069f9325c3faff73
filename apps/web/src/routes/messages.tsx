import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { ChatPage } from '@lancer/features/chat/chat-page/chat-page';

import { paths } from '../config/paths';
import { getChatSocket } from '../lib/chat-socket';

/** /messages[/:conversationId][?with=&project=&request=][?message=]: the inbox (decisions 1600, 1620). */
export default function MessagesRoute() {
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const socket = getChatSocket();
  useEffect(() => {
    socket.connect();
  }, [socket]);
  const withId = search.get('with');
  const project = search.get('project');
  const request = search.get('request');
  const startWith = useMemo(
    () =>
      withId ? { with: withId, ...(project ? { project } : {}), ...(request ? { request } : {}) } : undefined,
    [withId, project, request],
  );
  return (
    <ChatPage
      socket={socket}
      conversationId={conversationId}
      messageId={search.get('message') ?? undefined}
      startWith={startWith}
      onOpen={(id, options) =>
        void navigate(
          id && options?.message ? paths.message.getHref(id, options.message) : paths.messages.getHref(id),
          { replace: options?.replace },
        )
      }
    />
  );
}
