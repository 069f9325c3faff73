import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { authFrame, openChat, sendFrame, typingFrame } from '../helpers/chat-client';
import { REDIS_URL, sharedBackends } from '../helpers/redis';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const scratch = await sharedBackends('the Redis fan-out test');
const skip = 'skip' in scratch ? scratch.skip : null;

describe.skipIf(Boolean(skip))('chat fan-out across two server instances through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let urls: [string, string];
  beforeAll(async () => {
    if ('skip' in scratch) return;
    // Two instances, one database, one Redis: like two pods behind a load balancer.
    one = await createTestApp({ databaseUrl: scratch.url, redisUrl: REDIS_URL });
    two = await createTestApp({ databaseUrl: scratch.url, redisUrl: REDIS_URL });
    urls = [
      await one.listen({ port: 0, host: '127.0.0.1' }),
      await two.listen({ port: 0, host: '127.0.0.1' }),
    ];
  });
  afterAll(async () => {
    if ('skip' in scratch) return;
    await Promise.all([one?.close(), two?.close()]);
    await scratch.drop();
  });

  it('delivers a message sent on one instance to a socket held by the other', async () => {
    const alice = await signUp(one, `alice-${Date.now()}@fanout.test`);
    const bob = await signUp(two, `bob-${Date.now()}@fanout.test`);
    const conversation = await call(one, 'POST', '/api/chat/create-conversation', {
      token: alice.token,
      body: { participant_ids: [bob.userId] },
    });
    const atOne = await openChat(urls[0]);
    atOne.send(authFrame(alice.token));
    await atOne.next((f) => f.event === 'auth-ok');
    const atTwo = await openChat(urls[1]);
    atTwo.send(authFrame(bob.token));
    await atTwo.next((f) => f.event === 'auth-ok');

    atOne.send(sendFrame(alice.token, conversation.body.id, 'x-1', 'across instances'));
    const received = await atTwo.next((f) => f.event === 'message');
    expect(received.properties.message).toMatchObject({
      body: 'across instances',
      sender: { user_id: alice.userId },
    });
    expect((await atOne.next((f) => f.event === 'message')).properties.message).toEqual(
      received.properties.message,
    );
    atOne.close();
    atTwo.close();
  });

  it('delivers typing and read frames across instances', async () => {
    const alice = await signUp(one, `alice-r-${Date.now()}@fanout.test`);
    const bob = await signUp(two, `bob-r-${Date.now()}@fanout.test`);
    const conversation = await call(one, 'POST', '/api/chat/create-conversation', {
      token: alice.token,
      body: { participant_ids: [bob.userId] },
    });
    const atOne = await openChat(urls[0], `?token=${alice.token}`);
    await atOne.next((f) => f.event === 'auth-ok');
    const atTwo = await openChat(urls[1], `?token=${bob.token}`);
    await atTwo.next((f) => f.event === 'auth-ok');

    atTwo.send(typingFrame(bob.token, conversation.body.id));
    expect((await atOne.next((f) => f.event === 'typing')).properties).toMatchObject({
      conversation_id: conversation.body.id,
      user: { user_id: bob.userId },
    });

    atOne.send(sendFrame(alice.token, conversation.body.id, 'r-1', 'read me'));
    const sent = (await atOne.next((f) => f.event === 'message')).properties.message as { id: string };
    await call(two, 'GET', `/api/chat/fetch-messages?conversation_id=${conversation.body.id}`, {
      token: bob.token,
    });
    expect((await atOne.next((f) => f.event === 'read')).properties).toMatchObject({
      user_id: bob.userId,
      message_id: sent.id,
    });
    atOne.close();
    atTwo.close();
  });
});
