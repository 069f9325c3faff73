import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectDetailSchema } from '@lancer/api/schemas/project';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { jobBody, ok, proposalBody, startProject } from '../helpers/work';

describe('requests, proposals and projects (REQUEST-STATES, PROPOSAL-STATES, PROJECT-STATES)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'client@example.com')).token;
    provider = (await signUp(app, 'provider@example.com')).token;
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

  // proves: PROPOSAL-STATES, PROJECT-STATES, REQUEST-STATES
  it('walks a proposal APPLYING -> ACCEPTING -> ONGOING and starts the project in one step', async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody());
    const sum = await call(app, 'POST', '/api/proposal/create-proposal', {
      token: provider,
      body: proposalBody(request.id, { price_cents: 1 }),
    });
    expect(sum.body.error.fields.milestones).toBe('The milestones must add up to the price');
    const own = await call(app, 'POST', '/api/proposal/create-proposal', {
      token: client,
      body: proposalBody(request.id),
    });
    expect(own.status).toBe(403);

    const proposal = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    expect(proposal).toMatchObject({ status: 'APPLYING', request_title: request.title, project_id: null });
    expect(
      (
        await call(app, 'POST', '/api/proposal/create-proposal', {
          token: provider,
          body: proposalBody(request.id),
        })
      ).status,
    ).toBe(409);
    const seen = await call(app, 'GET', '/api/request/fetch-request', {
      token: provider,
      query: { request_id: request.id },
    });
    expect(seen.body).toMatchObject({ proposal_count: 1, my_proposal_id: proposal.id });

    // Strangers cannot see it; each side only takes its own actions.
    expect(
      (
        await call(app, 'GET', '/api/proposal/fetch-proposal', {
          token: stranger,
          query: { proposal_id: proposal.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, 'POST', '/api/proposal/accept-proposal', {
          token: provider,
          body: { proposal_id: proposal.id },
        })
      ).status,
    ).toBe(403);
    const early = await call(app, 'POST', '/api/proposal/confirm-proposal', {
      token: provider,
      body: { proposal_id: proposal.id },
    });
    expect(early.body.error.code).toBe('INVALID_STATE_TRANSITION');

    const received = await call(app, 'GET', '/api/proposal/fetch-proposals', {
      token: client,
      query: { scope: 'received', request_id: request.id },
    });
    expect(received.body.items.map((p: { id: string }) => p.id)).toEqual([proposal.id]);

    await ok(app, '/api/proposal/accept-proposal', client, { proposal_id: proposal.id });
    const withdraw = await call(app, 'POST', '/api/proposal/withdraw-proposal', {
      token: provider,
      body: { proposal_id: proposal.id },
    });
    expect(withdraw.body.error.code).toBe('INVALID_STATE_TRANSITION');
    const confirmed = await ok(app, '/api/proposal/confirm-proposal', provider, {
      proposal_id: proposal.id,
    });
    expect(confirmed.proposal).toMatchObject({ status: 'ONGOING', project_id: confirmed.project.id });
    expect(confirmed.project).toMatchObject({
      status: 'ONGOING',
      budget_cents: 80_000,
      milestone_count: 2,
      paid_cents: 0,
    });
    const after = await call(app, 'GET', '/api/request/fetch-request', {
      token: client,
      query: { request_id: request.id },
    });
    expect(after.body.status).toBe('ONGOING');

    const detail = await call(app, 'GET', '/api/project/fetch-project', {
      token: provider,
      query: { project_id: confirmed.project.id },
    });
    expect(projectDetailSchema.parse(detail.body).milestones.map((m) => [m.position, m.status])).toEqual([
      [1, 'PENDING'],
      [2, 'PENDING'],
    ]);
    expect(
      (
        await call(app, 'GET', '/api/project/fetch-project', {
          token: stranger,
          query: { project_id: confirmed.project.id },
        })
      ).status,
    ).toBe(403);
    const list = await call(app, 'GET', '/api/project/fetch-projects', { token: stranger });
    expect(list.body.total).toBe(0);
  });

  // proves: PROPOSAL-STATES
  it('rejects and withdraws proposals, only from APPLYING', async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody());
    const first = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    const second = await ok(app, '/api/proposal/create-proposal', stranger, proposalBody(request.id));
    const rejected = await ok(app, '/api/proposal/reject-proposal', client, {
      proposal_id: first.id,
      reason: 'Too slow',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', reject_reason: 'Too slow' });
    expect(
      (
        await call(app, 'POST', '/api/proposal/withdraw-proposal', {
          token: client,
          body: { proposal_id: second.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ok(app, '/api/proposal/withdraw-proposal', stranger, { proposal_id: second.id })).status,
    ).toBe('CLOSED');
    const sent = await call(app, 'GET', '/api/proposal/fetch-proposals', {
      token: provider,
      query: { status: 'REJECTED' },
    });
    expect(sent.body.items.map((p: { id: string }) => p.id)).toEqual([first.id]);
  });

  // proves: PROJECT-STATES
  it('manages collaborators and closes a project early, dropping unfunded milestones', async () => {
    const { project } = await startProject(app, client, provider);
    const strangerId = (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: stranger })).body
      .account.basic.user_id;
    expect(
      (
        await call(app, 'POST', '/api/project/add-project-collaborator', {
          token: provider,
          body: { project_id: project.id, user_id: strangerId },
        })
      ).status,
    ).toBe(403);
    const added = await ok(app, '/api/project/add-project-collaborator', client, {
      project_id: project.id,
      user_id: strangerId,
    });
    expect(added.collaborators.map((c: { role: string }) => c.role)).toEqual([
      'client',
      'provider',
      'contributor',
    ]);
    expect(
      (
        await call(app, 'GET', '/api/project/fetch-project', {
          token: stranger,
          query: { project_id: project.id },
        })
      ).status,
    ).toBe(200);
    const removed = await call(app, 'DELETE', '/api/project/remove-project-collaborator', {
      token: client,
      query: { project_id: project.id, user_id: strangerId },
    });
    expect(removed.body).toEqual({ ok: true });

    const closed = await ok(app, '/api/project/close-project', client, { project_id: project.id });
    expect(closed).toMatchObject({ status: 'CLOSED', milestone_count: 0 });
    const request = await call(app, 'GET', '/api/request/fetch-request', {
      token: client,
      query: { request_id: project.request_id },
    });
    expect(request.body.status).toBe('CLOSED');
  });
});
