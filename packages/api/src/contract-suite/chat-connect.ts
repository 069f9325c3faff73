import { expect, vi } from 'vitest';

import { createChatSocket, type ChatSocket } from '../chat/chat-socket';
import { createConversation } from '../contract/chat';
import { fetchProfile } from '../contract/user';
import type { ChatMessage } from '../schemas/chat';
import { CHAT_PATH } from '../schemas/chat-frame';
import type { ContractSessions, Session } from './session';
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

/**
 * The client's conversation with the provider and a socket for each (the client's `sender`, the
 * provider's `reader`), both open. The sockets join `open`, which the caller closes.
 */
export async function openClientProviderChat(
  target: ContractTarget,
  sessions: ContractSessions,
  open: ChatSocket[],
) {
  const provider = await sessions.provider.client.call(fetchProfile);
  const conversation = await sessions.client.client.call(createConversation, {
    body: { participant_ids: [provider.account.basic.user_id] },
  });
  const sender = connectChat(target, sessions.client, open);
  const reader = connectChat(target, sessions.provider, open);
  await vi.waitFor(
    () => expect([sender.socket.getStatus(), reader.socket.getStatus()]).toEqual(['open', 'open']),
    { timeout: 5_000 },
  );
  return { conversation, sender, reader };
}
