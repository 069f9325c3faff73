import { createServer, type Server } from 'node:http';

import { createAccessToken, revokeAccessToken } from '@lancer/api/contract/user';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, openPage } from './browser';
import { integratorOrigin } from './ports';
import { webUrl } from './server';

let page: Server | undefined;
afterAll(async () => {
  await closePages();
  await new Promise((resolve) => (page ? page.close(resolve) : resolve(undefined)));
});

/** A dashboard on another origin: a page of its own that calls the API with the token it is given. */
function serveDashboard(origin: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard</title></head>
<body><main><h1>Dashboard</h1></main><script>
window.callApi = async (api, token) => {
  try {
    const answer = await fetch(api + '/api/request/search-requests?scope=mine&page_size=5', {
      headers: { Authorization: 'Bearer ' + token },
    });
    const body = await answer.json();
    return { status: answer.status, count: body.items ? body.items.length : null, code: body.error ? body.error.code : null };
  } catch (error) {
    return { status: 0, error: String(error) };
  }
};
</script></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  const { port } = new URL(origin);
  return new Promise<Server>((resolve) => server.listen(Number(port), '127.0.0.1', () => resolve(server)));
}

describe('an integration on another origin (issue 48)', () => {
  it('a browser on another origin calls the API with a personal access token (CORS) and a revoked token is refused', async () => {
    const origin = integratorOrigin(Number(process.env.VITEST_POOL_ID ?? 1));
    page = await serveDashboard(origin);
    const client = await apiClientFor('client@lancer.test');
    const { token, secret } = await client.call(createAccessToken, {
      body: { name: 'Dashboard', scopes: ['request:read'], expires_in_days: 7 },
    });

    const tab = await openPage('about:blank');
    await tab.goto(`${origin}/`);
    const api = new URL(webUrl()).origin;
    type Answer = { status: number; count?: number | null; code?: string | null; error?: string };
    const callApi = (bearer: string) =>
      tab.evaluate(
        ([base, value]) =>
          (window as unknown as { callApi: (a: string, b: string) => Promise<Answer> }).callApi(
            base!,
            value!,
          ),
        [api, bearer],
      );

    // The preflight (an Authorization header) is answered and the page reads the client's posts.
    const allowed = await callApi(secret);
    expect(allowed).toMatchObject({ status: 200 });
    expect(allowed.count).toBeGreaterThan(0);

    // Revoked, the token is refused, and the page can read why.
    await client.call(revokeAccessToken, { params: { id: token.id } });
    expect(await callApi(secret)).toMatchObject({ status: 401, code: 'TOKEN_SIGNATURE_INVALID' });
  });
});
