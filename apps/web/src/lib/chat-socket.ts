import { createChatSocket, type ChatSocket } from '@lancer/api/chat/chat-socket';
import { CHAT_PATH } from '@lancer/api/schemas/chat-frame';

import { apiClient } from './api-client';
import { authStorage, useAuthStore } from './auth-store';

let socket: ChatSocket | null = null;

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
  return socket;
}

function closeChatSocket() {
  socket?.close();
  socket = null;
}

// Logging out (LOGOUT-EFFECTS) ends the session's chat connection too.
useAuthStore.subscribe((state, previous) => {
  if (previous.isLoggedIn && !state.isLoggedIn) closeChatSocket();
});
