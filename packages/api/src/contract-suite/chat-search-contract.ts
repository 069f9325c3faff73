import { describe, expect, it } from 'vitest';

import { createConversation, deleteMessage, searchMessages } from '../contract/chat';
import { fetchProfile } from '../contract/user';
import { sendOverSocket } from './chat-change-contract';
import { createSession, type ContractSessions, type Session } from './session';
import type { ContractTarget } from './target';

/**
 * Searching one's conversations (decision 1603): a word of one's own message is found with its
 * conversation and snippet; another pair's message never is; a deleted message never is.
 */
export function describeChatSearchContract(target: ContractTarget, sessions: ContractSessions) {
  const socketClass = () => target.WebSocket ?? globalThis.WebSocket;
  describe.skipIf(!socketClass())('chat: search', () => {
    const userId = async (session: Session) =>
      (await session.client.call(fetchProfile)).account.basic.user_id;
    const search = (session: Session, q: string) => session.client.call(searchMessages, { query: { q } });
    const word = () => `zebra${Date.now().toString(36)}`;

    // proves: CHAT-SEARCH-OWN
    it("finds a word of one's own conversation, never another pair's, never a deleted message", async () => {
      const unique = word();
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [await userId(sessions.provider)] },
      });
      const message = await sendOverSocket(
        target,
        sessions.client,
        conversation.id,
        `The ${unique} invoice is attached`,
      );
      const hits = await search(sessions.provider, `${unique} INVOICE`);
      expect(hits.items).toHaveLength(1);
      expect(hits.items[0]).toMatchObject({
        message: { id: message.id, conversation_id: conversation.id },
        snippet: expect.stringContaining(unique),
      });
      expect((await search(sessions.provider, `${unique} receipt`)).items).toEqual([]);

      // The client and a stranger talk: the provider never finds it.
      const stranger = createSession(target, await target.signIn('stranger'));
      const theirs = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [await userId(stranger)] },
      });
      const other = word();
      await sendOverSocket(target, sessions.client, theirs.id, `Only for ${other} eyes`);
      expect((await search(sessions.client, other)).items).toHaveLength(1);
      expect((await search(sessions.provider, other)).items).toEqual([]);
      expect((await search(stranger, unique)).items).toEqual([]);

      await sessions.client.client.call(deleteMessage, { body: { message_id: message.id } });
      expect((await search(sessions.provider, unique)).items).toEqual([]);
    });

    // proves: CHAT-SEARCH-CJK
    it('finds Chinese text by a part of it', async () => {
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [await userId(sessions.provider)] },
      });
      const tag = word();
      const message = await sendOverSocket(target, sessions.client, conversation.id, `${tag} 发票已经上传了`);
      const hits = await search(sessions.provider, '发票已经');
      expect(hits.items.map((hit) => hit.message.id)).toContain(message.id);
    });
  });
}
