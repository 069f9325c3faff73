import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { ok } from '../helpers/start-project';

describe('product tabs: writes and their rules', () => {
  let app: TestApp;
  let owner: { token: string; userId: string };
  let collaborator: { token: string; userId: string };
  let productId: string;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app, 'tabs-owner@example.com');
    collaborator = await signUp(app, 'tabs-collab@example.com');
    productId = (
      await ok(app, '/api/product/create-product', owner.token, {
        name: 'Tabs',
        links: [{ label: 'Site', url: 'https://tabs.example' }],
      })
    ).id;
    await ok(app, '/api/product/invite-product-collaborator', owner.token, {
      product_id: productId,
      invitee: 'tabs-collab@example.com',
    });
  });
  afterAll(() => app.close());

  it('updates the overview and refuses a link that is not an address', async () => {
    const updated = await ok(app, '/api/product/update-product', collaborator.token, {
      product_id: productId,
      description: 'Now with a description',
    });
    expect(updated).toMatchObject({
      name: 'Tabs',
      description: 'Now with a description',
      links: [{ label: 'Site' }],
    });
    const bad = await call(app, 'POST', '/api/product/update-product', {
      token: owner.token,
      body: { product_id: productId, links: [{ label: 'x', url: 'not a url' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['links.0.url']).toBe(
      'Please type in a full address such as https://example.com',
    );
  });

  it('moves a plan item to another quarter and status', async () => {
    const item = await ok(app, '/api/product/create-product-plan-item', owner.token, {
      product_id: productId,
      title: 'Deposits',
      quarter: '2027-Q1',
    });
    const moved = await ok(app, '/api/product/update-product-plan-item', owner.token, {
      plan_item_id: item.id,
      quarter: '2027-Q2',
      status: 'in_progress',
    });
    expect(moved).toMatchObject({ title: 'Deposits', quarter: '2027-Q2', status: 'in_progress' });
    const bad = await call(app, 'POST', '/api/product/create-product-plan-item', {
      token: owner.token,
      body: { product_id: productId, title: '', quarter: 'soon' },
    });
    expect(bad.body.error.fields).toEqual({
      title: 'Please type in a title',
      quarter: 'Pick a quarter such as 2027-Q1',
    });
  });

  it('moves a work item one step at a time, filters by status and assignee, and checks the assignee', async () => {
    const item = await ok(app, '/api/product/create-product-work-item', owner.token, {
      product_id: productId,
      title: 'Refunds',
      assignee_id: collaborator.userId,
      estimate_hours: '6',
    });
    expect(item).toMatchObject({
      status: 'todo',
      estimate_hours: 6,
      assignee: { user_id: collaborator.userId },
    });
    const skip = await call(app, 'POST', '/api/product/update-product-work-item', {
      token: owner.token,
      body: { work_item_id: item.id, status: 'done' },
    });
    expect(skip.status).toBe(409);
    expect(skip.body.error.code).toBe('INVALID_STATE_TRANSITION');
    await ok(app, '/api/product/update-product-work-item', collaborator.token, {
      work_item_id: item.id,
      status: 'in_progress',
    });
    await ok(app, '/api/product/create-product-work-item', owner.token, {
      product_id: productId,
      title: 'Other',
    });
    const mine = await call(app, 'GET', '/api/product/fetch-product-work-items', {
      token: owner.token,
      query: { product_id: productId, assignee_id: collaborator.userId, status: 'in_progress' },
    });
    expect(mine.body.items.map((w: { title: string }) => w.title)).toEqual(['Refunds']);
    const outsider = await signUp(app, 'tabs-outsider@example.com');
    const badAssignee = await call(app, 'POST', '/api/product/create-product-work-item', {
      token: owner.token,
      body: { product_id: productId, title: 'x', assignee_id: outsider.userId },
    });
    expect(badAssignee.body.error.fields).toEqual({ assignee_id: 'Pick a member of the product' });
  });

  it('stores product issues numbered per product, with resolve, confirm by the reporter or owner, and reopen', async () => {
    const empty = await call(app, 'POST', '/api/product/create-product-issue', {
      token: owner.token,
      body: { product_id: productId, title: 'x', description: ' ' },
    });
    expect(empty.body.error.fields.description).toBe('Please input issue description');
    const first = await ok(app, '/api/product/create-product-issue', collaborator.token, {
      product_id: productId,
      title: 'Spam',
      description: 'Reminders in spam',
    });
    const second = await ok(app, '/api/product/create-product-issue', owner.token, {
      product_id: productId,
      title: 'Holidays',
      description: 'Missing',
    });
    expect([first.number, second.number]).toEqual([1, 2]);
    const list = await call(app, 'GET', '/api/product/fetch-product-issues', {
      token: owner.token,
      query: { product_id: productId },
    });
    expect(list.body).toMatchObject({ total: 2, items: [{ number: 2 }, { number: 1 }] });
    const early = await call(app, 'POST', '/api/product/confirm-product-issue', {
      token: owner.token,
      body: { issue_id: second.id },
    });
    expect(early.status).toBe(409);
    await ok(app, '/api/product/resolve-product-issue', collaborator.token, { issue_id: second.id });
    const notReporter = await call(app, 'POST', '/api/product/confirm-product-issue', {
      token: collaborator.token,
      body: { issue_id: second.id },
    });
    expect(notReporter.body.error.message).toBe('Only the reporter or the owner can confirm an issue');
    expect(
      await ok(app, '/api/product/confirm-product-issue', owner.token, { issue_id: second.id }),
    ).toMatchObject({
      state: 'closed',
    });
    expect(
      await ok(app, '/api/product/reopen-product-issue', collaborator.token, { issue_id: second.id }),
    ).toMatchObject({
      state: 'open',
    });
    const open = await call(app, 'GET', '/api/product/fetch-product-issues', {
      token: owner.token,
      query: { product_id: productId, state: 'open' },
    });
    expect(open.body.total).toBe(2);
  });

  it('records deployments and incidents, and sets resolved-at when an incident is resolved', async () => {
    const bad = await call(app, 'POST', '/api/product/create-product-ops-event', {
      token: owner.token,
      body: {
        product_id: productId,
        kind: 'incident',
        title: 'Down',
        environment: 'production',
        status: 'succeeded',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      status: 'An incident is open or resolved',
      severity: 'Pick the severity of the incident',
    });
    await ok(app, '/api/product/create-product-ops-event', owner.token, {
      product_id: productId,
      kind: 'deployment',
      title: 'Release 1.0',
      environment: 'production',
      status: 'succeeded',
    });
    const incident = await ok(app, '/api/product/create-product-ops-event', owner.token, {
      product_id: productId,
      kind: 'incident',
      title: 'Down',
      environment: 'production',
      status: 'open',
      severity: 'sev1',
    });
    const resolved = await ok(app, '/api/product/update-product-ops-event', collaborator.token, {
      ops_event_id: incident.id,
      status: 'resolved',
    });
    expect(resolved.resolved_at).toEqual(expect.any(String));
    const log = await call(app, 'GET', '/api/product/fetch-product-ops-events', {
      token: owner.token,
      query: { product_id: productId },
    });
    expect(log.body.items.map((e: { title: string }) => e.title)).toEqual(['Down', 'Release 1.0']);
    const metrics = await call(app, 'GET', '/api/product/fetch-product-metrics', {
      token: owner.token,
      query: { product_id: productId },
    });
    const total = (key: string) =>
      metrics.body.charts
        .flatMap((c: { series: Array<{ key: string; points: Array<{ y: number }> }> }) => c.series)
        .find((s: { key: string }) => s.key === key)
        .points.reduce((sum: number, p: { y: number }) => sum + p.y, 0);
    expect([total('deployments'), total('incidents'), total('issues_opened')]).toEqual([1, 1, 2]);
  });
});
