import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { markConversationRead } from '../../src/chat/read-position';
import { conversationParticipants, messages } from '../../src/db/chat-schema';
import { openChat, sendFrame, typingFrame } from '../helpers/chat-client';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

/** Read positions and typing over /ws/chat on one instance (decision 1601). */
describe('chat: read positions and typing', () => {
  let app: TestApp;
  let base: string;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let conversationId: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    alice = await signUp(app, 'alice-read@example.com');
    bob = await signUp(app, 'bob-read@example.com');
    const opened = await call(app, 'POST', '/api/chat/create-conversation', {
      token: alice.token,
      body: { participant_ids: [bob.userId] },
    });
    conversationId = opened.body.id;
  });
  afterAll(() => app.close());

  // proves: CHAT-READ-FORWARD
  it("moves the reader's position to the newest message, tells the other member, and never moves it back", async () => {
    const a = await openChat(base, `?token=${alice.token}`);
    await a.next((f) => f.event === 'auth-ok');
    a.send(sendFrame(alice.token, conversationId, 'r-1', 'First'));
    const first = (await a.next((f) => f.event === 'message')).properties.message as { id: string };
    a.send(sendFrame(alice.token, conversationId, 'r-2', 'Second'));
    const second = (await a.next((f) => f.event === 'message')).properties.message as {
      id: string;
      created_at: string;
    };

    await call(app, 'GET', `/api/chat/fetch-messages?conversation_id=${conversationId}`, {
      token: bob.token,
    });
    const read = await a.next((f) => f.event === 'read');
    expect(read.properties).toEqual({
      conversation_id: conversationId,
      user_id: bob.userId,
      message_id: second.id,
      message_created_at: second.created_at,
    });
    const list = await call(app, 'GET', '/api/chat/fetch-conversations', { token: alice.token });
    const conversation = list.body.items.find((item: { id: string }) => item.id === conversationId);
    expect(conversation.read_positions).toEqual([
      { user_id: bob.userId, message_id: second.id, message_created_at: second.created_at },
    ]);

    // An older message offered as the newest (a late request) is ignored, not an error.
    const [older] = await app.services.db.select().from(messages).where(eq(messages.id, first.id));
    expect(await markConversationRead(app.services.db, conversationId, bob.userId, older)).toBeNull();
    const [row] = await app.services.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, bob.userId));
    expect(row?.readMessageId).toBe(second.id);

    // Reading again without anything new sends no frame.
    await call(app, 'GET', `/api/chat/fetch-messages?conversation_id=${conversationId}`, {
      token: bob.token,
    });
    await expect(a.next((f) => f.event === 'read', 300)).rejects.toThrow();
    a.close();
  });

  it('relays typing to the other member only, stores nothing, and relays a flood at most once a second', async () => {
    const a = await openChat(base, `?token=${alice.token}`);
    await a.next((f) => f.event === 'auth-ok');
    const b = await openChat(base, `?token=${bob.token}`);
    await b.next((f) => f.event === 'auth-ok');
    const before = await app.services.db.select().from(messages);

    a.send(typingFrame(alice.token, conversationId));
    a.send(typingFrame(alice.token, conversationId));
    const typing = await b.next((f) => f.event === 'typing');
    expect(typing.properties).toMatchObject({
      conversation_id: conversationId,
      user: { user_id: alice.userId },
    });
    await expect(b.next((f) => f.event === 'typing', 300)).rejects.toThrow();
    await expect(a.next((f) => f.event === 'typing', 100)).rejects.toThrow();
    expect(await app.services.db.select().from(messages)).toHaveLength(before.length);
    a.close();
    b.close();
  });
});
