import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openChat } from '../helpers/chat-client';
import { jobBody, ok, proposalBody, signUpTokens } from '../helpers/start-project';
import { createTestApp, type TestApp } from '../helpers/test-app';

const isCount =
  (count: number) => (frame: { subject: string; event: string; properties: Record<string, unknown> }) =>
    frame.subject === 'notification' &&
    frame.event === 'unread-count' &&
    frame.properties.unread_count === count;

describe('the unread count over /ws/chat (NOTIFY-LIVE-COUNT, decision 1200)', () => {
  let app: TestApp;
  let base: string;
  let client: string;
  let provider: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    [client, provider] = await signUpTokens(app, 'live-client@example.com', 'live-provider@example.com');
  }, 240_000);
  afterAll(() => app.close());

  // proves: NOTIFY-LIVE-COUNT
  it("reaches both of the recipient's open tabs after the commit, and each new connection starts with it", async () => {
    const tabs = [await openChat(base, `?token=${client}`), await openChat(base, `?token=${client}`)];
    for (const tab of tabs) await tab.next(isCount(0));
    const other = await openChat(base, `?token=${provider}`);
    await other.next(isCount(0));

    const request = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Live count' }));
    await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    for (const tab of tabs) await tab.next(isCount(1));

    // A tab opened now (or a reconnect) is caught up from the table.
    const late = await openChat(base, `?token=${client}`);
    await late.next(isCount(1));

    // Reading in one tab sets every tab to 0; the provider, who was not notified, got no new count.
    await ok(app, '/api/notification/mark-notifications-read', client, { all: true });
    for (const tab of [...tabs, late]) await tab.next(isCount(0));
    expect(other.frames.filter((frame) => frame.subject === 'notification')).toEqual([]);
    for (const socket of [...tabs, late, other]) socket.close();
  });
});
