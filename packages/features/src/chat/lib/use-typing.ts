import { useEffect, useMemo, useState } from 'react';

import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { TYPING_EXPIRY_MS, typingShown } from '@lancer/api/rules/chat-typing';
import type { UserSummary } from '@lancer/api/schemas/common';

type Typist = { conversationId: string; user: UserSummary; receivedAt: number };

/**
 * Who else is typing in the open conversation (CHAT-TYPING-EXPIRY): each typing frame shows its
 * sender until TYPING_EXPIRY_MS after it, or until a message from them arrives.
 */
export function useTyping(socket: ChatSocket, conversationId: string | undefined) {
  const [typists, setTypists] = useState<Typist[]>([]);

  useEffect(() => {
    const offTyping = socket.onTyping(({ conversation_id, user }) =>
      setTypists((previous) => [
        ...previous.filter(
          (typist) => !(typist.conversationId === conversation_id && typist.user.user_id === user.user_id),
        ),
        { conversationId: conversation_id, user, receivedAt: Date.now() },
      ]),
    );
    const offMessage = socket.onMessage((message) =>
      setTypists((previous) =>
        previous.filter(
          (typist) =>
            !(
              typist.conversationId === message.conversation_id &&
              typist.user.user_id === message.sender.user_id
            ),
        ),
      ),
    );
    return () => {
      offTyping();
      offMessage();
    };
  }, [socket]);

  // The oldest frame's expiry drops it (and re-renders); the next one sets the next timer.
  useEffect(() => {
    if (typists.length === 0) return;
    const oldest = Math.min(...typists.map((typist) => typist.receivedAt));
    const timer = setTimeout(
      () => setTypists((previous) => previous.filter((typist) => typingShown(typist.receivedAt, Date.now()))),
      Math.max(0, oldest + TYPING_EXPIRY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typists]);

  return useMemo(
    () =>
      typists
        .filter((typist) => typist.conversationId === conversationId)
        .map((typist) => typist.user.first_name),
    [typists, conversationId],
  );
}
