import { Role } from '@lancer/api/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../src/db/notification-schema';
import { emitNotification } from '../../src/notification/emit-notification';
import { users } from '../../src/db/schema';
import { call, signUp, type TestApp, giveSecondFactor } from '../helpers/test-app';
import { jobBody, ok, proposalBody, threeParties, startProject } from '../helpers/start-project';

const list = async (app: TestApp, token: string, query: Record<string, string> = {}) =>
  (await call(app, 'GET', '/api/notification/fetch-notifications', { token, query })).body;
const unread = async (app: TestApp, token: string) =>
  (await call(app, 'GET', '/api/notification/fetch-unread-count', { token })).body.unread_count as number;

describe('notifications (NOTIFY-WITH-CHANGE, decision 1200)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  beforeAll(async () => {
    ({ app, client, provider, stranger } = await threeParties('notify-'));
  }, 240_000);
  afterAll(() => app.close());

  // proves: NOTIFY-WITH-CHANGE
  it('writes the notification with the change, for the other side only, and none when the change is refused', async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Notify me' }));
    const proposal = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    expect(await unread(app, client)).toBe(1);
    expect(await unread(app, provider)).toBe(0);
    const page = await list(app, client);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'proposal_received',
        subject: { request_id: request.id, proposal_id: proposal.id },
        title: 'Notify me',
        read_at: null,
        actor: expect.objectContaining({ user_id: proposal.provider.user_id }),
      }),
    ]);

    // Refused changes (the wrong side, a second proposal) write nothing.
    const wrongSide = await call(app, 'POST', '/api/proposal/accept-proposal', {
      token: provider,
      body: { proposal_id: proposal.id },
    });
    expect(wrongSide.status).toBe(403);
    const again = await call(app, 'POST', '/api/proposal/create-proposal', {
      token: provider,
      body: proposalBody(request.id),
    });
    expect(again.status).toBe(409);
    expect(await unread(app, client)).toBe(1);
    expect(await unread(app, provider)).toBe(0);

    await ok(app, '/api/proposal/accept-proposal', client, { proposal_id: proposal.id });
    expect((await list(app, provider)).items.map((item: { kind: string }) => item.kind)).toEqual([
      'proposal_accepted',
    ]);
  });

  // proves: NOTIFY-WITH-CHANGE
  it('rolls the notification back with a transaction that fails after writing it', async () => {
    const before = await app.services.db.select().from(notifications);
    const failed = app.services.db.transaction(async (tx) => {
      await emitNotification(tx, {
        recipientId: 'someone',
        kind: 'proposal_received',
        subject: {},
        actorId: null,
        title: 'Never',
      });
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(
      await app.services.db.select().from(notifications).where(eq(notifications.recipientId, 'someone')),
    ).toEqual([]);
    expect((await app.services.db.select().from(notifications)).length).toBe(before.length);
  });

  // proves: NOTIFY-ONCE-PER-KEY
  it('writes one notification for a money call retried with its idempotency key', async () => {
    const { project } = await startProject(app, client, provider);
    const milestoneId =
      project.milestones?.[0]?.id ??
      (
        await call(app, 'GET', '/api/project/fetch-project', {
          token: client,
          query: { project_id: project.id },
        })
      ).body.milestones[0].id;
    const fund = { milestone_id: milestoneId, method: 1, idempotency_key: `fund-${milestoneId}` };
    const first = await call(app, 'POST', '/api/milestone/fund-milestone', { token: client, body: fund });
    const retry = await call(app, 'POST', '/api/milestone/fund-milestone', { token: client, body: fund });
    expect([first.status, retry.status]).toEqual([200, 200]);
    const funded = await list(app, provider, { kind: 'milestone_funded' });
    expect(funded.items).toHaveLength(1);
    expect(funded.items[0].subject).toEqual({ project_id: project.id, milestone_id: milestoneId });
    // The client did it: nothing for them.
    expect((await list(app, client, { kind: 'milestone_funded' })).total).toBe(0);
  });

  it('marks one or all read, answers the count left, and keeps others out', async () => {
    const start = await unread(app, client);
    expect(start).toBeGreaterThan(0);
    const [first] = (await list(app, client, { filter: 'unread' })).items;
    const foreign = await call(app, 'POST', '/api/notification/mark-notifications-read', {
      token: stranger,
      body: { notification_id: first.id },
    });
    expect(foreign.status).toBe(404);
    const one = await ok(app, '/api/notification/mark-notifications-read', client, {
      notification_id: first.id,
    });
    expect(one.unread_count).toBe(start - 1);
    const twice = await ok(app, '/api/notification/mark-notifications-read', client, {
      notification_id: first.id,
    });
    expect(twice.unread_count).toBe(start - 1);
    const neither = await call(app, 'POST', '/api/notification/mark-notifications-read', {
      token: client,
      body: {},
    });
    expect(neither.status).toBe(400);
    expect(
      (await ok(app, '/api/notification/mark-notifications-read', client, { all: true })).unread_count,
    ).toBe(0);
    expect((await list(app, client, { filter: 'unread' })).total).toBe(0);
    expect((await list(app, client)).items.every((item: { read_at: string | null }) => item.read_at)).toBe(
      true,
    );
  });

  // proves: REQUEST-VISIBLE
  it('leaves a hidden job post out of the bell of those who may no longer see it, and keeps it for its client', async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Hidden later' }));
    const proposal = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    await ok(app, '/api/proposal/reject-proposal', client, { proposal_id: proposal.id, reason: 'Not a fit' });
    const titles = async (token: string) =>
      (await list(app, token)).items.map((item: { title: string }) => item.title);
    expect(await titles(provider)).toContain('Hidden later');
    const providerUnread = await unread(app, provider);

    const administrator = await signUp(app, 'notify-admin@example.com');
    await app.services.db
      .update(users)
      .set({ role: Role.ADMINISTRATOR })
      .where(eq(users.id, administrator.userId));
    await giveSecondFactor(app, administrator.userId);
    await ok(app, '/api/console/hide-content', administrator.token, {
      subject_type: 'job_post',
      subject_id: request.id,
      reason: 'Asks for payment outside the marketplace',
    });

    expect(await titles(provider)).not.toContain('Hidden later');
    expect(await unread(app, provider)).toBe(providerUnread - 1);
    expect(await titles(client)).toContain('Hidden later');
  });
});
