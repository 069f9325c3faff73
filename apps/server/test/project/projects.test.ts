import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, type TestApp } from '../helpers/test-app';
import { ok, threeParties, startProject } from '../helpers/start-project';

describe('projects (PROJECT-STATES)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  beforeAll(async () => {
    ({ app, client, provider, stranger } = await threeParties());
  });
  afterAll(() => app.close());

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
