import { TYPING_RELAY_MIN_MS, typingFrameDue } from '@lancer/api/rules/chat-typing';

import { newId } from '../lib/ids';
import type { Services } from '../services';
import { cachedSummary } from '../user/user-summaries';
import type { ChatHub } from './chat-hub';
import type { ParticipantLookup } from './chat-service';

/**
 * Typing frames (decision 1601): relayed to the conversation's other members through the hub (so
 * across instances), never stored. Per socket and conversation at most one per TYPING_RELAY_MIN_MS
 * since the last one or the socket's last message there (CHAT-TYPING-THROTTLE); a frame for a conversation the user is not in is dropped silently.
 */
export function createTypingRelay(
  services: Pick<Services, 'db' | 'profiles'>,
  participants: ParticipantLookup,
  hub: Pick<ChatHub, 'publish'>,
) {
  const lastRelayed = new WeakMap<object, Map<string, number>>();
  /**
   * A message from the socket ends the typing it announced (the others clear it as it arrives),
   * and its client sends the next typing frame at once: relayed, not held to the last one's time.
   */
  const messageSent = (socket: object, conversationId: string) =>
    lastRelayed.get(socket)?.delete(conversationId);
  const relay = async (socket: object, userId: string, conversationId: string) => {
    let last = lastRelayed.get(socket);
    if (!last) lastRelayed.set(socket, (last = new Map()));
    const now = Date.now();
    if (!typingFrameDue(last.get(conversationId) ?? null, now, TYPING_RELAY_MIN_MS)) return;
    last.set(conversationId, now);
    const members = await participants(conversationId);
    if (!members.includes(userId)) return;
    const user = await cachedSummary(services, userId);
    const frame = JSON.stringify({
      subject: 'chat',
      event: 'typing',
      properties: { conversation_id: conversationId, user },
    });
    await hub.publish(
      members.filter((id) => id !== userId),
      `typing:${newId()}`,
      frame,
    );
  };
  return { relay, messageSent };
}
