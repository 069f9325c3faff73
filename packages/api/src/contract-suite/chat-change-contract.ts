import { afterEach, describe, expect, it, vi } from 'vitest';

import { createChatSocket, type ChatSocket } from '../chat/chat-socket';
import { deleteMessage, editMessage, fetchMessages } from '../contract/chat';
import type { ChatMessage } from '../schemas/chat';
import { CHAT_PATH } from '../schemas/chat-frame';
import { moveHourlyClock } from './hourly-contract';
import { openClientProviderChat } from './chat-connect';
import { expectApiError, type ContractSessions, type Session } from './session';
import type { ContractTarget } from './target';

/**
 * Editing and deleting one's own message (decision 1602): within 15 minutes, by its author only,
 * heard live by the other member as a message-changed frame and kept in the history.
 */
export function describeChatChangeContract(target: ContractTarget, sessions: ContractSessions) {
  // Looked up when connecting: MSW replaces the global class once its server listens.
  const socketClass = () => target.WebSocket ?? globalThis.WebSocket;
  describe.skipIf(!socketClass())('chat: edit and delete', () => {
    const open: ChatSocket[] = [];
    afterEach(async () => {
      open.splice(0).forEach((socket) => socket.close());
      await moveHourlyClock(target, null);
    });

    /** The client sends a message to the provider over the socket; both sockets open. */
    async function sendOne(body: string) {
      const { conversation, sender, reader } = await openClientProviderChat(target, sessions, open);
      sender.socket.send(conversation.id, body);
      await vi.waitFor(() => expect(reader.received.map((message) => message.body)).toContain(body), {
        timeout: 5_000,
      });
      const message = reader.received.find((candidate) => candidate.body === body)!;
      return { conversation, message, reader };
    }

    const history = async (conversationId: string) =>
      (await sessions.provider.client.call(fetchMessages, { query: { conversation_id: conversationId } }))
        .items;

    // proves: CHAT-EDIT-WINDOW
    it('lets the author edit a message at once: the other member hears it and the history keeps it', async () => {
      const { conversation, message, reader } = await sendOne('The logo is dnoe');
      const edited = await sessions.client.client.call(editMessage, {
        body: { message_id: message.id, body: 'The logo is done' },
      });
      expect(edited).toMatchObject({ id: message.id, body: 'The logo is done' });
      expect(edited.edited_at).toEqual(expect.any(String));
      await vi.waitFor(
        () =>
          expect(reader.changed).toEqual([
            expect.objectContaining({ id: message.id, body: 'The logo is done' }),
          ]),
        { timeout: 5_000 },
      );
      const stored = (await history(conversation.id)).find((item) => item.id === message.id);
      expect(stored).toMatchObject({ body: 'The logo is done', edited_at: edited.edited_at });

      const deleted = await sessions.client.client.call(deleteMessage, { body: { message_id: message.id } });
      expect(deleted).toMatchObject({ id: message.id, body: '' });
      await vi.waitFor(() => expect(reader.changed.at(-1)?.deleted_at).toEqual(deleted.deleted_at), {
        timeout: 5_000,
      });
      expect((await history(conversation.id)).find((item) => item.id === message.id)).toMatchObject({
        body: '',
        deleted_at: deleted.deleted_at,
      });
    });

    // proves: CHAT-EDIT-WINDOW
    it('refuses an edit 15 minutes after sending with EDIT_WINDOW_PASSED', async () => {
      const { message } = await sendOne('Sent long ago');
      // The test clock, far ahead: the message is years old for the rule.
      await moveHourlyClock(target, '2030-01-07T09:00:00.000Z');
      await expectApiError(
        sessions.client.client.call(editMessage, { body: { message_id: message.id, body: 'Too late' } }),
        409,
        'EDIT_WINDOW_PASSED',
      );
      await expectApiError(
        sessions.client.client.call(deleteMessage, { body: { message_id: message.id } }),
        409,
        'EDIT_WINDOW_PASSED',
      );
    });

    // proves: CHAT-EDIT-AUTHOR
    it("refuses the other member's edit or delete of a message", async () => {
      const { conversation, message } = await sendOne('Mine to change');
      await expectApiError(
        sessions.provider.client.call(deleteMessage, { body: { message_id: message.id } }),
        403,
        'FORBIDDEN',
      );
      await expectApiError(
        sessions.provider.client.call(editMessage, { body: { message_id: message.id, body: 'Theirs now' } }),
        403,
        'FORBIDDEN',
      );
      expect((await history(conversation.id)).find((item) => item.id === message.id)?.body).toBe(
        'Mine to change',
      );
    });
  });
}

/** Sends one message over a socket of its own and answers it as stored (the echo). */
export async function sendOverSocket(
  target: ContractTarget,
  session: Session,
  conversationId: string,
  body: string,
) {
  const socket = createChatSocket({
    url: `${target.baseUrl.replace(/^http/, 'ws')}${CHAT_PATH}`,
    getAccessToken: () => session.tokens()?.access_token ?? null,
    refreshAccessToken: () => session.client.refresh(),
    WebSocket: target.WebSocket ?? globalThis.WebSocket,
  });
  const echoes: ChatMessage[] = [];
  socket.onMessage((message) => echoes.push(message));
  socket.connect();
  try {
    socket.send(conversationId, body);
    return await vi.waitFor(
      () => {
        const echo = echoes.find((message) => message.body === body);
        if (!echo) throw new Error('no echo yet');
        return echo;
      },
      { timeout: 5_000 },
    );
  } finally {
    socket.close();
  }
}
