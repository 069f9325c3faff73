import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { jobBody, ok, proposalBody } from '../helpers/start-project';

/** search-requests answers in one statement (request-service.ts): totals, counts and summaries must match the single reads. */
describe('paged request search', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  const ids: string[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'search-client@example.com')).token;
    provider = (await signUp(app, 'search-provider@example.com')).token;
    for (let i = 0; i < 5; i += 1)
      ids.push((await ok(app, '/api/request/create-request', client, jobBody({ title: `Job ${i}` }))).id);
    await ok(app, '/api/proposal/create-proposal', provider, proposalBody(ids[1]!));
  });
  afterAll(() => app.close());

  const search = (token: string, query: Record<string, string>) =>
    call(app, 'GET', '/api/request/search-requests', { token, query });

  // proves: CALL-PAGING
  it('pages newest first with the same total on every page, and the total past the last page', async () => {
    const pages = await Promise.all(
      ['1', '2', '3', '4'].map((page) => search(provider, { page, page_size: '2' })),
    );
    expect(pages.map((page) => page.body.total)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap((page) => page.body.items.map((item: { id: string }) => item.id))).toEqual(
      [...ids].reverse(),
    );
    expect(pages[3]!.body.items).toEqual([]);
    expect((await search(client, { scope: 'mine', page: '9', page_size: '1' })).body).toMatchObject({
      total: 5,
      items: [],
    });
    expect((await search(provider, { scope: 'mine' })).body).toMatchObject({ total: 0, items: [] });
  });

  it('gives each item exactly what fetch-request gives: proposal count, own proposal, client summary', async () => {
    for (const token of [client, provider]) {
      const { items } = (await search(token, { page_size: '20' })).body as { items: Array<{ id: string }> };
      for (const item of items) {
        const single = await call(app, 'GET', '/api/request/fetch-request', {
          token,
          query: { request_id: item.id },
        });
        expect(item).toEqual(single.body);
      }
    }
    const withProposal = (await search(provider, {})).body.items.find(
      (item: { id: string }) => item.id === ids[1],
    );
    expect(withProposal).toMatchObject({
      proposal_count: 1,
      my_proposal_id: expect.any(String),
      client: { flid: 'searchclient' },
    });
  });
});
