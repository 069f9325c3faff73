import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAccessTokens } from '../../src/user/access-token';
import { authFrame, openChat, sendFrame } from '../helpers/chat-client';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

describe('chat: conversations, history and /ws/chat', () => {
  let app: TestApp;
  let base: string;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let eve: { token: string; userId: string };
  let conversationId: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    alice = await signUp(app, 'alice-chat@example.com');
    bob = await signUp(app, 'bob-chat@example.com');
    eve = await signUp(app, 'eve-chat@example.com');
    const opened = await call(app, 'POST', '/api/chat/create-conversation', {
      token: alice.token,
      body: { participant_ids: [bob.userId], title: 'Landing page' },
    });
    conversationId = opened.body.id;
  });
  afterAll(() => app.close());

  it('opens one conversation per set of people', async () => {
    const again = await call(app, 'POST', '/api/chat/create-conversation', {
      token: bob.token,
      body: { participant_ids: [alice.userId] },
    });
    expect(again.body.id).toBe(conversationId);
    const self = await call(app, 'POST', '/api/chat/create-conversation', {
      token: bob.token,
      body: { participant_ids: [bob.userId] },
    });
    expect(self.status).toBe(400);
    const ghost = await call(app, 'POST', '/api/chat/create-conversation', {
      token: bob.token,
      body: { participant_ids: ['ghost'] },
    });
    expect(ghost.status).toBe(404);
  });

  // proves: CHAT-FRAME
  it('delivers a message live to both sides, stores it once per client_id, and serves history', async () => {
    const a = await openChat(base);
    a.send(authFrame(alice.token));
    expect((await a.next((f) => f.event === 'auth-ok')).properties).toMatchObject({ user_id: alice.userId });
    const b = await openChat(base, `?token=${bob.token}`);
    await b.next((f) => f.event === 'auth-ok');
    const e = await openChat(base, `?token=${eve.token}`);
    await e.next((f) => f.event === 'auth-ok');

    a.send(sendFrame(alice.token, conversationId, 'c-1', 'Hello Bob'));
    const atBob = await b.next((f) => f.event === 'message');
    const echo = await a.next((f) => f.event === 'message');
    expect(atBob.properties.message).toMatchObject({
      body: 'Hello Bob',
      client_id: 'c-1',
      sender: { user_id: alice.userId },
    });
    expect(echo.properties.message).toEqual(atBob.properties.message);

    // A resend after a reconnect (same client_id) is stored once and echoed with the same id.
    a.send(sendFrame(alice.token, conversationId, 'c-1', 'Hello Bob'));
    const resent = await a.next((f) => f.event === 'message');
    expect((resent.properties.message as { id: string }).id).toBe(
      (echo.properties.message as { id: string }).id,
    );

    e.send(sendFrame(eve.token, conversationId, 'e-1', 'let me in'));
    const refused = await e.next((f) => f.event === 'error');
    expect(refused.properties).toMatchObject({ code: 'NOT_FOUND', client_id: 'e-1' });
    a.send(sendFrame(alice.token, conversationId, 'c-2', '   '));
    expect((await a.next((f) => f.event === 'error')).properties).toMatchObject({
      code: 'VALIDATION_FAILED',
      client_id: 'c-2',
    });
    a.socket.send('not json');
    expect((await a.next((f) => f.event === 'error')).properties.code).toBe('VALIDATION_FAILED');

    const list = await call(app, 'GET', '/api/chat/fetch-conversations', { token: bob.token });
    expect(list.body.items[0]).toMatchObject({
      id: conversationId,
      unread_count: 1,
      last_message: { body: 'Hello Bob' },
    });
    const history = await call(app, 'GET', '/api/chat/fetch-messages', {
      token: bob.token,
      query: { conversation_id: conversationId },
    });
    expect(history.body).toMatchObject({ total: 1, items: [{ body: 'Hello Bob' }] });
    const read = await call(app, 'GET', '/api/chat/fetch-conversations', { token: bob.token });
    expect(read.body.items[0].unread_count).toBe(0);
    expect(
      (
        await call(app, 'GET', '/api/chat/fetch-messages', {
          token: eve.token,
          query: { conversation_id: conversationId },
        })
      ).status,
    ).toBe(404);
    [a, b, e].forEach((c) => c.close());
  });

  it('fetches missed messages after a reconnect, pages newest first and oldest first within a page', async () => {
    const a = await openChat(base, `?token=${alice.token}`);
    await a.next((f) => f.event === 'auth-ok');
    for (let i = 1; i <= 5; i += 1) {
      a.send(sendFrame(alice.token, conversationId, `m-${i}`, `message ${i}`));
      await a.next((f) => f.event === 'message');
    }
    a.close();
    // Bob was offline: he reconnects and reads history.
    const page1 = await call(app, 'GET', '/api/chat/fetch-messages', {
      token: bob.token,
      query: { conversation_id: conversationId, page_size: '3' },
    });
    expect(page1.body.items.map((m: { body: string }) => m.body)).toEqual([
      'message 3',
      'message 4',
      'message 5',
    ]);
    const page2 = await call(app, 'GET', '/api/chat/fetch-messages', {
      token: bob.token,
      query: { conversation_id: conversationId, page_size: '3', page: '2' },
    });
    expect(page2.body.items.map((m: { body: string }) => m.body)).toEqual([
      'Hello Bob',
      'message 1',
      'message 2',
    ]);
    expect(page2.body.total).toBe(6);
  });

  // proves: CHAT-SOCKET-AUTH, CHAT-CLOSE-REFRESH
  it('closes with 4401 without a valid token, 4403 with a forged one, and asks for a fresh token before expiry', async () => {
    const expired = await createAccessTokens(app.services.config.jwtSecret, -5).sign({
      id: alice.userId,
      role: 1,
    });
    const old = await openChat(base, `?token=${expired}`);
    expect((await old.closedWith()).code).toBe(4401);
    const forged = await openChat(base);
    forged.send(authFrame(`${alice.token.slice(0, -3)}abc`));
    expect((await forged.closedWith()).code).toBe(4403);

    // A token with 31 s left: connection-expire comes at once; a refreshed token keeps the socket.
    const shortLived = await createAccessTokens(app.services.config.jwtSecret, 31).sign({
      id: alice.userId,
      role: 1,
    });
    const client = await openChat(base, `?token=${shortLived}`);
    await client.next((f) => f.event === 'auth-ok');
    await client.next((f) => f.event === 'connection-expire', 3000);
    client.send(authFrame(alice.token));
    await client.next((f) => f.event === 'auth-ok');
    client.send(sendFrame(alice.token, conversationId, 'after-refresh', 'still here'));
    expect((await client.next((f) => f.event === 'message')).properties.message).toMatchObject({
      body: 'still here',
    });
    client.close();
  });

  it("shows the sender's new name on the next message right after a rename (the summary comes from the profile cache)", async () => {
    const a = await openChat(base, `?token=${alice.token}`);
    await a.next((f) => f.event === 'auth-ok');
    a.send(sendFrame(alice.token, conversationId, 'before-rename', 'one'));
    expect((await a.next((f) => f.event === 'message')).properties.message).toMatchObject({
      sender: { first_name: '' },
    });
    const renamed = await call(app, 'POST', '/api/user/profile/update-user-fullname', {
      token: alice.token,
      body: { first_name: 'Alice', last_name: 'Chat' },
    });
    expect(renamed.status).toBe(200);
    a.send(sendFrame(alice.token, conversationId, 'after-rename', 'two'));
    expect((await a.next((f) => f.event === 'message')).properties.message).toMatchObject({
      sender: { first_name: 'Alice', last_name: 'Chat' },
    });
    a.close();
  });
});
