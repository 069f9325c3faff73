import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { jobBody, ok } from '../helpers/start-project';

describe('requests (REQUEST-STATES)', () => {
  let app: TestApp;
  let client: string;
  let stranger: string;
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'client@example.com')).token;
    stranger = (await signUp(app, 'stranger@example.com')).token;
  });
  afterAll(() => app.close());

  // proves: REQUEST-STATES
  it('posts, edits, searches and closes a request; only its client may edit or close it', async () => {
    const created = await ok(
      app,
      '/api/request/create-request',
      client,
      jobBody({ description_html: '<p>Hi<script>x()</script></p>' }),
    );
    expect(created).toMatchObject({
      status: 'RECRUITING',
      proposal_count: 0,
      my_proposal_id: null,
      skills: ['react', 'css'],
      currency: 'USD',
    });
    expect(created.description_html).toBe('<p>Hi</p>');

    const badBudget = await call(app, 'POST', '/api/request/create-request', {
      token: client,
      body: jobBody({ budget_min_cents: 5, budget_max_cents: 1 }),
    });
    expect(badBudget.status).toBe(400);
    expect(badBudget.body.error.fields.budget_max_cents).toBe('The maximum budget is below the minimum');

    const edited = await ok(app, '/api/request/update-request', client, {
      request_id: created.id,
      title: 'Landing page v2',
    });
    expect(edited).toMatchObject({
      title: 'Landing page v2',
      skills: ['react', 'css'],
      budget_min_cents: 50_000,
    });
    const notMine = await call(app, 'POST', '/api/request/update-request', {
      token: stranger,
      body: { request_id: created.id, title: 'x' },
    });
    expect(notMine.status).toBe(403);

    const found = await call(app, 'GET', '/api/request/search-requests', {
      token: stranger,
      query: { keyword: 'v2', skills: 'css,go' },
    });
    expect(found.body).toMatchObject({ total: 1, page: 1, page_size: 20, items: [{ id: created.id }] });
    const none = await call(app, 'GET', '/api/request/search-requests', {
      token: stranger,
      query: { skills: 'go' },
    });
    expect(none.body.total).toBe(0);
    const paging = await call(app, 'GET', '/api/request/search-requests', {
      token: stranger,
      query: { page: '2', page_size: '1' },
    });
    expect(paging.body).toMatchObject({ page: 2, page_size: 1, items: [] });
    expect(
      (
        await call(app, 'GET', '/api/request/search-requests', {
          token: stranger,
          query: { page_size: '101' },
        })
      ).status,
    ).toBe(400);

    expect(
      (
        await call(app, 'POST', '/api/request/close-request', {
          token: stranger,
          body: { request_id: created.id },
        })
      ).status,
    ).toBe(403);
    const closed = await ok(app, '/api/request/close-request', client, { request_id: created.id });
    expect(closed.status).toBe('CLOSED');
    const again = await call(app, 'POST', '/api/request/close-request', {
      token: client,
      body: { request_id: created.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
      message: 'Cannot close a request that is CLOSED',
    });
    const mine = await call(app, 'GET', '/api/request/search-requests', {
      token: client,
      query: { scope: 'mine' },
    });
    expect(mine.body.items.map((r: { status: string }) => r.status)).toEqual(['CLOSED']);
    expect(
      (
        await call(app, 'GET', '/api/request/fetch-request', {
          token: client,
          query: { request_id: 'nope' },
        })
      ).status,
    ).toBe(404);
  });
});
