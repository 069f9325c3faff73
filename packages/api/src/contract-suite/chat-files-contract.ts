import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChatSocket } from '../chat/chat-socket';
import { fetchMessages, uploadChatFile } from '../contract/chat';
import { unsignedFileUrl } from '../rules/file-access';
import { openClientProviderChat } from './chat-connect';
import { createSession, expectApiError, type ContractSessions } from './session';
import type { ContractTarget } from './target';

/** A 1x1 PNG: the smallest image the type check (by content) accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/**
 * Files in chat messages (decision 1604): uploaded first, referenced by the message, served to the
 * conversation's members only (CHAT-FILE-MEMBERS), typed by content (CHAT-FILE-TYPE), and only the
 * sender's own unsent uploads may be sent (CHAT-FILE-OWN).
 */
export function describeChatFilesContract(target: ContractTarget, sessions: ContractSessions) {
  describe('chat: files', () => {
    // proves: CHAT-FILE-TYPE
    it('refuses a file whose content is no accepted type with "Unsupported file type", whatever its name', async () => {
      const renamed = new File([new Uint8Array([0, 1, 2, 3, 0, 255, 254])], 'screenshot.png', {
        type: 'image/png',
      });
      const error = await expectApiError(
        sessions.client.client.call(uploadChatFile, { body: { file: renamed } }),
        415,
        'UNSUPPORTED_FILE_TYPE',
      );
      expect(error.userMessage).toBe('Unsupported file type');
      const stored = await sessions.client.client.call(uploadChatFile, { body: { file: png('bug.png') } });
      expect(stored).toMatchObject({ name: 'bug.png', content_type: 'image/png', size_bytes: PNG.length });
      // Its link as the answer carries it (signed by the server for its uploader; FILE-ACCESS).
      expect(unsignedFileUrl(stored.url)).toBe(`/api/files/${stored.id}`);
    });
  });

  // Looked up when connecting: MSW replaces the global class once its server listens.
  const socketClass = () => target.WebSocket ?? globalThis.WebSocket;
  describe.skipIf(!socketClass())('chat: files in messages', () => {
    const open: ChatSocket[] = [];
    afterEach(() => open.splice(0).forEach((socket) => socket.close()));

    // proves: CHAT-FILE-MEMBERS
    it("serves a message's file to the conversation's members and to nobody else, by direct URL too", async () => {
      const { conversation, sender, reader } = await openClientProviderChat(target, sessions, open);
      const file = await sessions.client.client.call(uploadChatFile, {
        body: { file: png('screenshot.png') },
      });
      const stranger = createSession(target, await target.signIn('stranger'));
      // By its address with one's own token (a signed link opens for whoever holds it).
      const direct = unsignedFileUrl(file.url);
      // Not sent yet: its uploader's alone.
      expect((await sessions.client.client.fetchFile(direct)).size).toBe(PNG.length);
      await expectApiError(sessions.provider.client.fetchFile(direct), 403, 'FORBIDDEN');

      sender.socket.send(conversation.id, 'The error on checkout', [file.id]);
      await vi.waitFor(
        () =>
          expect(reader.received.find((message) => message.body === 'The error on checkout')?.files).toEqual([
            file,
          ]),
        { timeout: 5_000 },
      );
      const member = await sessions.provider.client.fetchFile(direct);
      expect(new Uint8Array(await member.arrayBuffer())).toEqual(PNG);
      await expectApiError(stranger.client.fetchFile(direct), 403, 'FORBIDDEN');
      // Without a token or a link: sign in first (never the bytes).
      const guest = await (target.fetch ?? fetch)(`${target.baseUrl}${direct}`);
      expect(guest.status).toBe(401);
      const history = await sessions.provider.client.call(fetchMessages, {
        query: { conversation_id: conversation.id },
      });
      expect(history.items.find((message) => message.body === 'The error on checkout')?.files).toEqual([
        file,
      ]);
    });

    it('sends a message of files only, and a resend with the same client id stores it once', async () => {
      const { conversation, sender, reader } = await openClientProviderChat(target, sessions, open);
      const file = await sessions.client.client.call(uploadChatFile, { body: { file: png('only.png') } });
      sender.socket.send(conversation.id, '', [file.id]);
      await vi.waitFor(
        () => expect(reader.received.some((message) => message.files?.[0]?.id === file.id)).toBe(true),
        { timeout: 5_000 },
      );
      const history = await sessions.client.client.call(fetchMessages, {
        query: { conversation_id: conversation.id },
      });
      const sent = history.items.filter((message) => message.files?.some((item) => item.id === file.id));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toBe('');
    });

    // proves: CHAT-FILE-OWN
    it("refuses a message referencing someone else's file, an unknown one, or one sent before", async () => {
      const { conversation, sender, reader } = await openClientProviderChat(target, sessions, open);
      const clients = await sessions.client.client.call(uploadChatFile, { body: { file: png('mine.png') } });
      const theirs = reader.socket.send(conversation.id, 'Look at this', [clients.id]);
      await vi.waitFor(
        () => expect(reader.errors.find((error) => error.client_id === theirs)?.code).toBe('NOT_FOUND'),
        { timeout: 5_000 },
      );
      const unknown = reader.socket.send(conversation.id, 'And this', [
        '00000000-0000-4000-8000-000000000000',
      ]);
      await vi.waitFor(
        () => expect(reader.errors.find((error) => error.client_id === unknown)?.code).toBe('NOT_FOUND'),
        { timeout: 5_000 },
      );
      sender.socket.send(conversation.id, 'Once', [clients.id]);
      await vi.waitFor(() => expect(reader.received.some((message) => message.body === 'Once')).toBe(true), {
        timeout: 5_000,
      });
      const twice = sender.socket.send(conversation.id, 'Twice', [clients.id]);
      await vi.waitFor(
        () => expect(sender.errors.find((error) => error.client_id === twice)?.code).toBe('CONFLICT'),
        { timeout: 5_000 },
      );
      // The provider still cannot open the client's file through their refused messages: only "Once" shares it.
      expect(reader.received.filter((message) => message.files?.length)).toHaveLength(1);
    });
  });
}
