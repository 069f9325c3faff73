import { useSyncExternalStore } from 'react';

import type { ChatSocket, ChatStatus } from './chat-socket';

/** The socket's status for the UI: connecting, open or offline. */
export function useChatStatus(socket: ChatSocket): ChatStatus {
  return useSyncExternalStore(
    (onChange) => {
      const unsubscribe = socket.onStatus(onChange);
      return () => void unsubscribe();
    },
    socket.getStatus,
    socket.getStatus,
  );
}
