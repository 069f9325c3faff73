import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { ok, startProject } from '../helpers/start-project';

describe('issues per project (open -> resolved -> closed, reopen)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  let projectId: string;
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'issue-client@example.com')).token;
    provider = (await signUp(app, 'issue-provider@example.com')).token;
    stranger = (await signUp(app, 'issue-stranger@example.com')).token;
    projectId = (await startProject(app, client, provider)).project.id;
  });
  afterAll(() => app.close());

  // proves: ISSUE-NUMBERS, MSG-ISSUE-DESCRIPTION
  it('numbers issues per project from 1 and lists them newest first', async () => {
    const empty = await call(app, 'POST', '/api/issue/create-issue', {
      token: client,
      body: { project_id: projectId, title: 'x', description: ' ' },
    });
    expect(empty.body.error.fields.description).toBe('Please input issue description');
    const first = await ok(app, '/api/issue/create-issue', client, {
      project_id: projectId,
      title: 'Logo blurry',
      description: 'On retina',
    });
    const second = await ok(app, '/api/issue/create-issue', provider, {
      project_id: projectId,
      title: 'Need copy',
      description: 'Texts?',
    });
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(first).toMatchObject({ state: 'open', assignee: null, comment_count: 0 });
    const list = await call(app, 'GET', '/api/issue/fetch-issues', {
      token: provider,
      query: { project_id: projectId },
    });
    expect(list.body.items.map((i: { number: number }) => i.number)).toEqual([2, 1]);
    const project = await call(app, 'GET', '/api/project/fetch-project', {
      token: client,
      query: { project_id: projectId },
    });
    expect(project.body.open_issue_count).toBe(2);
    const outsider = await call(app, 'POST', '/api/issue/create-issue', {
      token: stranger,
      body: { project_id: projectId, title: 'x', description: 'y' },
    });
    expect(outsider.status).toBe(403);
    const badAssignee = await call(app, 'POST', '/api/issue/create-issue', {
      token: client,
      body: { project_id: projectId, title: 'x', description: 'y', assignee_id: 'someone' },
    });
    expect(badAssignee.status).toBe(400);
  });

  // proves: ISSUE-STATES
  it('resolves, confirms (reporter or client only) and reopens, refusing wrong transitions', async () => {
    const issue = await ok(app, '/api/issue/create-issue', provider, {
      project_id: projectId,
      title: 'Broken link',
      description: 'Footer',
    });
    const confirmOpen = await call(app, 'POST', '/api/issue/confirm-issue', {
      token: client,
      body: { issue_id: issue.id },
    });
    expect(confirmOpen.body.error).toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
      message: 'Cannot confirm an issue that is open',
    });
    expect((await ok(app, '/api/issue/resolve-issue', provider, { issue_id: issue.id })).state).toBe(
      'resolved',
    );
    expect(
      (
        await call(app, 'POST', '/api/issue/resolve-issue', {
          token: provider,
          body: { issue_id: issue.id },
        })
      ).status,
    ).toBe(409);
    expect((await ok(app, '/api/issue/confirm-issue', client, { issue_id: issue.id })).state).toBe('closed');
    expect((await ok(app, '/api/issue/reopen-issue', provider, { issue_id: issue.id })).state).toBe('open');
    await ok(app, '/api/issue/resolve-issue', client, { issue_id: issue.id });
    expect((await ok(app, '/api/issue/confirm-issue', provider, { issue_id: issue.id })).state).toBe(
      'closed',
    );
    expect(
      (
        await call(app, 'POST', '/api/issue/reopen-issue', {
          token: stranger,
          body: { issue_id: issue.id },
        })
      ).status,
    ).toBe(403);
  });

  // proves: MSG-INPUT-MESSAGE
  it('keeps comments in order and counts them', async () => {
    const issue = await ok(app, '/api/issue/create-issue', client, {
      project_id: projectId,
      title: 'Question',
      description: 'Fonts?',
    });
    expect(
      (
        await call(app, 'POST', '/api/issue/comment-issue', {
          token: client,
          body: { issue_id: issue.id, body: '' },
        })
      ).body.error.fields.body,
    ).toBe('Please input message');
    await ok(app, '/api/issue/comment-issue', provider, { issue_id: issue.id, body: 'Inter' });
    await ok(app, '/api/issue/comment-issue', client, { issue_id: issue.id, body: 'Thanks' });
    const detail = await call(app, 'GET', '/api/issue/fetch-issue', {
      token: client,
      query: { issue_id: issue.id },
    });
    expect(detail.body.comments.map((c: { body: string }) => c.body)).toEqual(['Inter', 'Thanks']);
    expect(detail.body.comment_count).toBe(2);
    expect(
      (
        await call(app, 'GET', '/api/issue/fetch-issue', {
          token: stranger,
          query: { issue_id: issue.id },
        })
      ).status,
    ).toBe(403);
  });
});
