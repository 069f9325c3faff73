import { createChatSocket, type ChatSocket } from '../chat/chat-socket';
import type { ChatMessage } from '../schemas/chat';
import { CHAT_PATH } from '../schemas/chat-frame';
import type { Session } from './session';
import type { ContractTarget } from './target';

/**
 * Opens the real socket client for a session against the target and records what it hears:
 * messages, changed messages and error frames. The socket joins `open`, which the caller closes.
 */
export function connectChat(target: ContractTarget, session: Session, open: ChatSocket[]) {
  const received: ChatMessage[] = [];
  const changed: ChatMessage[] = [];
  const errors: { code: string; client_id?: string }[] = [];
  const socket = createChatSocket({
    url: `${target.baseUrl.replace(/^http/, 'ws')}${CHAT_PATH}`,
    getAccessToken: () => session.tokens()?.access_token ?? null,
    refreshAccessToken: () => session.client.refresh(),
    backoff: { baseMs: 20, maxMs: 200 },
    // Looked up when connecting: MSW replaces the global class once its server listens.
    WebSocket: target.WebSocket ?? globalThis.WebSocket,
  });
  socket.onMessage((message) => received.push(message));
  socket.onMessageChanged((message) => changed.push(message));
  socket.onError((error) => errors.push(error));
  open.push(socket);
  socket.connect();
  return { socket, received, changed, errors };
}
