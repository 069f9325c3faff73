import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { jobBody, ok } from '../helpers/start-project';

describe('saved jobs (SAVED-JOBS)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'saved-client@example.com')).token;
    provider = (await signUp(app, 'saved-provider@example.com')).token;
  });
  afterAll(() => app.close());

  const savedTitles = async () =>
    (
      (await call(app, 'GET', '/api/request/fetch-saved-jobs', { token: provider })).body as {
        items: { request: { title: string } }[];
      }
    ).items.map((item) => item.request.title);

  // proves: SAVED-JOBS
  it('drops a saved job from the list once its client closes the request', async () => {
    const kept = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Kept open' }));
    const closed = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Closed soon' }));
    await ok(app, '/api/request/save-job', provider, { request_id: kept.id });
    await ok(app, '/api/request/save-job', provider, { request_id: closed.id });
    expect(await savedTitles()).toEqual(['Closed soon', 'Kept open']);

    await ok(app, '/api/request/close-request', client, { request_id: closed.id });
    expect(await savedTitles()).toEqual(['Kept open']);
  });
});
