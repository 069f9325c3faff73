import { createChatSocket, type ChatSocket } from '@lancer/api/chat/chat-socket';
import { reconnectOnWake } from '@lancer/api/chat/reconnect-on-wake';
import { CHAT_PATH } from '@lancer/api/schemas/chat-frame';

import { apiClient } from './api-client';
import { authStorage } from './auth-store';
import { onSessionEnd } from './session-end';

let socket: ChatSocket | null = null;
let stopWatchingWake: (() => void) | null = null;

/**
 * The app's one /ws/chat connection (CHAT-SOCKET-AUTH, CHAT-CLOSE-REFRESH): authenticated with the stored access token,
 * refreshed through the API client on 4401/4403 or connection-expire.
 */
export function getChatSocket(): ChatSocket {
  socket ??= createChatSocket({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_PATH}`,
    getAccessToken: () => authStorage.readTokens()?.accessToken ?? null,
    refreshAccessToken: () => apiClient.refresh(),
  });
  // Back online, or shown again after a long time hidden: a fresh connection that catches up (decision 1030).
  stopWatchingWake ??= reconnectOnWake(socket);
  return socket;
}

// Logging out (SESSION-END) ends the session's chat connection and drops its queue; the next
// account's chat bar opens a socket of its own.
onSessionEnd(() => {
  socket?.close();
  socket = null;
  stopWatchingWake?.();
  stopWatchingWake = null;
});
