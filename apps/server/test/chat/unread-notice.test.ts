import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UNREAD_NOTICE_AFTER_MS } from '@lancer/api/rules/chat-unread-notice';

import { postMessage } from '../../src/chat/chat-service';
import { noticeUnreadMessages } from '../../src/chat/unread-notice';
import { messages } from '../../src/db/chat-schema';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

/** Messages left unread tell their recipient, once (decision 1234). */
describe('chat: a message left unread tells its recipient (message_received)', () => {
  let app: TestApp;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  let conversationId: string;
  let sent = 0;
  beforeAll(async () => {
    app = await createTestApp({ unreadNoticeIntervalMs: 0 });
    alice = await signUp(app, 'alice-unread@example.com');
    bob = await signUp(app, 'bob-unread@example.com');
    const opened = await call(app, 'POST', '/api/chat/create-conversation', {
      token: alice.token,
      body: { participant_ids: [bob.userId], title: 'Landing page' },
    });
    conversationId = opened.body.id;
  });
  afterAll(() => app.close());

  /** Alice sends a message, stamped `agoMs` before now. */
  async function aliceSends(body: string, agoMs: number) {
    sent += 1;
    const { message } = await postMessage(app.services, {
      conversationId,
      userId: alice.userId,
      clientId: `unread-${sent}`,
      body,
    });
    await app.services.db
      .update(messages)
      .set({ createdAt: sql`now() - ${`${agoMs} milliseconds`}::interval` })
      .where(eq(messages.id, message.id));
    return message.id;
  }
  const noticesOf = async (user: { token: string }) =>
    (
      await call(app, 'GET', '/api/notification/fetch-notifications', {
        token: user.token,
        query: { kind: 'message_received' },
      })
    ).body.items as {
      title: string;
      actor: { user_id: string } | null;
      subject: { conversation_id?: string };
    }[];
  const later = UNREAD_NOTICE_AFTER_MS + 60_000;

  // proves: CHAT-UNREAD-NOTICE
  it('tells the recipient once for the messages waiting, never the sender, and not before the delay', async () => {
    await aliceSends('Are you there?', later);
    await aliceSends('The brief is attached', later - 1_000);
    await aliceSends('Just now', 1_000);

    // Two sweeps at once (two instances, or a retry): one notice.
    await Promise.all([
      noticeUnreadMessages(app.services, new Date()),
      noticeUnreadMessages(app.services, new Date()),
    ]);
    const notices = await noticesOf(bob);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Landing page', subject: { conversation_id: conversationId } });
    expect(notices[0]!.actor?.user_id).toBe(alice.userId);
    expect(await noticesOf(alice)).toHaveLength(0);

    // Nothing new past the delay: the next sweep tells nobody.
    expect(await noticeUnreadMessages(app.services, new Date())).toEqual([]);
    // The message of a moment ago, once it is past the delay too, is news: one more notice.
    const inFuture = new Date(Date.now() + later);
    expect(await noticeUnreadMessages(app.services, inFuture)).toEqual([bob.userId]);
    expect(await noticesOf(bob)).toHaveLength(2);
  });

  it('tells nothing of a message read in time, nor of a deleted one', async () => {
    const before = (await noticesOf(bob)).length;
    const future = new Date(Date.now() + 2 * later);
    await aliceSends('Read this one', 0);
    // Bob reads the conversation (fetching its messages marks it read).
    await call(app, 'GET', `/api/chat/fetch-messages?conversation_id=${conversationId}`, {
      token: bob.token,
    });
    const deleted = await aliceSends('Gone', 0);
    await app.services.db
      .update(messages)
      .set({ deletedAt: new Date(), body: '' })
      .where(and(eq(messages.id, deleted), eq(messages.conversationId, conversationId)));
    expect(await noticeUnreadMessages(app.services, future)).toEqual([]);
    expect(await noticesOf(bob)).toHaveLength(before);
  });
});
