import { useEffect } from 'react';

import { ChatBarScreen } from '@lancer/features/chat/chat-bar/chat-bar';

import { getChatSocket } from '../../lib/chat-socket';

/** The chat bar, docked bottom-right on pages that show it; connects the socket while shown. */
export function ChatDock() {
  const socket = getChatSocket();
  useEffect(() => {
    socket.connect();
  }, [socket]);
  return (
    <div className="fixed right-6 bottom-0 z-40">
      <ChatBarScreen socket={socket} />
    </div>
  );
}
