import { Role } from '@lancer/api/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/db/schema';
import { openChat } from '../helpers/chat-client';
import { call, createTestApp, signUp, type TestApp, giveSecondFactor } from '../helpers/test-app';

describe('a suspension ends the sessions it finds (decision 1503)', () => {
  let app: TestApp;
  let base: string;
  let admin: { token: string; userId: string };
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signUp(app, 'admin-suspend@example.com');
    await app.services.db.update(users).set({ role: Role.ADMINISTRATOR }).where(eq(users.id, admin.userId));
    await giveSecondFactor(app, admin.userId);
  });
  afterAll(() => app.close());

  const suspend = (userId: string, until: Date) =>
    call(app, 'POST', '/api/console/suspend-user', {
      token: admin.token,
      body: { user_id: userId, reason: 'Spam.', until: until.toISOString() },
    });

  // proves: ACCOUNT-SUSPENDED
  it("closes the user's open chat socket and refuses a new one", async () => {
    const user = await signUp(app, 'socket-suspend@example.com');
    const socket = await openChat(base, `?token=${user.token}`);
    await socket.next((frame) => frame.event === 'auth-ok');
    expect((await suspend(user.userId, new Date(Date.now() + 3_600_000))).status).toBe(200);
    expect((await socket.closedWith()).code).toBe(4403);
    const again = await openChat(base, `?token=${user.token}`);
    expect((await again.closedWith()).code).toBe(4403);
  });

  // proves: SUSPENSION-ENDS
  it('lets the user in again once the end date has passed, with nothing run at the end', async () => {
    const user = await signUp(app, 'ends-suspend@example.com');
    expect((await suspend(user.userId, new Date(Date.now() + 1_500))).status).toBe(200);
    const refused = await call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
      body: { email: 'ends-suspend@example.com', password: 'correct-horse-1' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const signedIn = await call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
      body: { email: 'ends-suspend@example.com', password: 'correct-horse-1' },
    });
    expect(signedIn.status).toBe(200);
    const me = await call(app, 'GET', '/api/user/profile/fetch-profile', {
      token: signedIn.body.access_token,
    });
    expect(me.status).toBe(200);
  });
});
