import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { ok } from '../helpers/start-project';

/**
 * PRODUCT-MEMBERSHIP: members read everything; the owner and collaborators write plan,
 * work items, issues and ops events; only the owner manages collaborators; a non-member is refused.
 */
describe('product membership', () => {
  let app: TestApp;
  let owner: string;
  let collaborator: { token: string; userId: string };
  let stranger: string;
  let productId: string;
  beforeAll(async () => {
    app = await createTestApp();
    owner = (await signUp(app, 'product-owner@example.com')).token;
    collaborator = await signUp(app, 'product-collab@example.com');
    stranger = (await signUp(app, 'product-stranger@example.com')).token;
    productId = (await ok(app, '/api/product/create-product', owner, { name: 'Salon Suite' })).id;
    await ok(app, '/api/product/invite-product-collaborator', owner, {
      product_id: productId,
      invitee: 'productcollab',
    });
  });
  afterAll(() => app.close());

  const read = (token: string, path: string) =>
    call(app, 'GET', `/api/product/${path}`, { token, query: { product_id: productId } });

  // proves: PRODUCT-MEMBERSHIP
  it('refuses a non-member every read with a clear 403', async () => {
    for (const path of [
      'fetch-product',
      'fetch-product-plan',
      'fetch-product-work-items',
      'fetch-product-issues',
      'fetch-product-metrics',
      'fetch-product-ops-events',
      'fetch-product-collaborators',
    ]) {
      const answer = await read(stranger, path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'You are not a member of this product' } },
      });
    }
    const list = await call(app, 'GET', '/api/product/fetch-products', { token: stranger });
    expect(list.body.items).toEqual([]);
  });

  it('refuses a non-member every write', async () => {
    const writes: Array<[string, Record<string, unknown>]> = [
      ['update-product', { product_id: productId, name: 'Mine now' }],
      ['create-product-plan-item', { product_id: productId, title: 'x', quarter: '2027-Q1' }],
      ['create-product-work-item', { product_id: productId, title: 'x' }],
      ['create-product-issue', { product_id: productId, title: 'x', description: 'y' }],
      [
        'create-product-ops-event',
        {
          product_id: productId,
          kind: 'deployment',
          title: 'x',
          environment: 'staging',
          status: 'succeeded',
        },
      ],
      ['invite-product-collaborator', { product_id: productId, invitee: 'someone@example.com' }],
    ];
    for (const [path, body] of writes) {
      const answer = await call(app, 'POST', `/api/product/${path}`, { token: stranger, body });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
  });

  it('lets a collaborator read every tab and write plan, work items, issues and ops events', async () => {
    for (const path of ['fetch-product', 'fetch-product-plan', 'fetch-product-collaborators'])
      expect((await read(collaborator.token, path)).status).toBe(200);
    const plan = await ok(app, '/api/product/create-product-plan-item', collaborator.token, {
      product_id: productId,
      title: 'Gift cards',
      quarter: '2027-Q2',
    });
    expect(plan).toMatchObject({ title: 'Gift cards', status: 'planned' });
    const issue = await ok(app, '/api/product/create-product-issue', collaborator.token, {
      product_id: productId,
      title: 'Spam',
      description: 'Reminders land in spam',
    });
    const work = await ok(app, '/api/product/create-product-work-item', collaborator.token, {
      product_id: productId,
      title: 'SPF records',
      assignee_id: collaborator.userId,
      issue_id: issue.id,
    });
    expect(work).toMatchObject({ status: 'todo', issue: { id: issue.id, number: 1, title: 'Spam' } });
    const event = await ok(app, '/api/product/create-product-ops-event', collaborator.token, {
      product_id: productId,
      kind: 'incident',
      title: 'Queue stuck',
      environment: 'production',
      status: 'open',
      severity: 'sev2',
    });
    expect(event).toMatchObject({ severity: 'sev2', resolved_at: null });
    const product = await read(collaborator.token, 'fetch-product');
    expect(product.body).toMatchObject({
      collaborator_count: 2,
      open_issue_count: 1,
      open_work_item_count: 1,
      open_incident_count: 1,
    });
  });

  // proves: PRODUCT-MEMBERSHIP
  it('lets only the owner manage collaborators', async () => {
    const invite = await call(app, 'POST', '/api/product/invite-product-collaborator', {
      token: collaborator.token,
      body: { product_id: productId, invitee: 'dana@example.com' },
    });
    expect(invite.status).toBe(403);
    expect(invite.body.error.message).toBe('Only the owner of the product manages collaborators');
    const remove = await call(app, 'DELETE', '/api/product/remove-product-collaborator', {
      token: collaborator.token,
      query: { product_id: productId, user_id: collaborator.userId },
    });
    expect(remove.status).toBe(403);
  });
});

describe('product collaborators: invite by email or user ID, pending invites, remove', () => {
  let app: TestApp;
  let owner: { token: string; userId: string };
  let productId: string;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app, 'invite-owner@example.com');
    productId = (await ok(app, '/api/product/create-product', owner.token, { name: 'Invites' })).id;
  });
  afterAll(() => app.close());

  const invite = (invitee: string) =>
    call(app, 'POST', '/api/product/invite-product-collaborator', {
      token: owner.token,
      body: { product_id: productId, invitee },
    });

  it('keeps an email without an account as a pending invite, which joins when its owner signs up', async () => {
    const answer = await invite('Newcomer@Example.com');
    expect(answer.status).toBe(200);
    expect(answer.body.invites).toEqual([
      expect.objectContaining({ email: 'newcomer@example.com', role: 'collaborator' }),
    ]);
    expect((await invite('newcomer@example.com')).body.error).toMatchObject({
      code: 'CONFLICT',
      fields: { invitee: 'Already invited' },
    });
    const newcomer = await signUp(app, 'newcomer@example.com');
    const mine = await call(app, 'GET', '/api/product/fetch-products', { token: newcomer.token });
    expect(mine.body.items.map((p: { id: string }) => p.id)).toEqual([productId]);
    const members = await call(app, 'GET', '/api/product/fetch-product-collaborators', {
      token: owner.token,
      query: { product_id: productId },
    });
    expect(members.body.invites).toEqual([]);
    expect(members.body.collaborators.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'collaborator',
    ]);
  });

  it('adds a user by user ID at once, refuses an unknown ID and a second invite of a member', async () => {
    await signUp(app, 'byid@example.com');
    expect((await invite('byid')).status).toBe(200);
    expect((await invite('byid')).body.error).toMatchObject({
      code: 'CONFLICT',
      fields: { invitee: 'Already a member of this product' },
    });
    expect((await invite('nobody_here')).body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { invitee: 'No Lancer user has this user ID' },
    });
    expect((await invite('broken@')).status).toBe(400);
  });

  it('cancels a pending invite and removes a collaborator, never the owner', async () => {
    const pending = (await invite('later@example.com')).body.invites[0];
    const cancel = await call(app, 'DELETE', '/api/product/cancel-product-invite', {
      token: owner.token,
      query: { product_id: productId, invite_id: pending.id },
    });
    expect(cancel.body).toEqual({ ok: true });
    const members = await call(app, 'GET', '/api/product/fetch-product-collaborators', {
      token: owner.token,
      query: { product_id: productId },
    });
    const collaboratorId = members.body.collaborators[1].user.user_id;
    const removed = await call(app, 'DELETE', '/api/product/remove-product-collaborator', {
      token: owner.token,
      query: { product_id: productId, user_id: collaboratorId },
    });
    expect(removed.body).toEqual({ ok: true });
    const self = await call(app, 'DELETE', '/api/product/remove-product-collaborator', {
      token: owner.token,
      query: { product_id: productId, user_id: owner.userId },
    });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('The owner stays on the product');
  });
});
