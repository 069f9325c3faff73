import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { ChatPage } from '@lancer/features/chat/chat-page/chat-page';

import { paths } from '../config/paths';
import { getChatSocket } from '../lib/chat-socket';

/** /messages[/:conversationId][?with=&project=&request=]: the inbox (decision 1600). */
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
      startWith={startWith}
      onOpen={(id, options) => void navigate(paths.messages.getHref(id), options)}
    />
  );
}
