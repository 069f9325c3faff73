import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpTokens } from '../helpers/start-project';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Lancer</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's renderer (apps/web/src/render-profile.tsx, tested in apps/web): it
 * answers what the server handed it, so this test sees the language, the origin, the in-process
 * answers and the sanitiser.
 */
const RENDERER = `
export async function renderProviderProfilePage({ language, origin, flid, call, sanitizeHtml }) {
  const profile = await call({ name: 'fetchPublicProfile' }, { query: { flid } });
  const reviews = await call({ name: 'fetchUserReviews' }, { query: { flid, page_size: '20' } });
  const list = { tags: ['p'], attributes: {}, schemes: [], droppedWithContents: ['script'] };
  return JSON.stringify({
    language,
    origin,
    flid: profile.user.flid,
    reviews: reviews.total,
    clean: sanitizeHtml('<p>kept</p><script>alert(1)</script>', list),
  });
}
`;

describe('the public profile page served by the API (decision 1330)', () => {
  let app: TestApp;
  let webDist: string;
  let provider: string;
  let flid: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lancer-profile-page-'));
    mkdirSync(path.join(webDist, 'server'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'server/render-profile.js'), RENDERER);
    app = await createTestApp({ webDist, webUrl: 'https://lancer.com' });
    [provider] = await signUpTokens(app, 'profile-page@lancer.test');
    const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: provider });
    flid = profile.body.account.basic.FLID.identity as string;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  // proves: SHELL-LANGUAGE
  it("renders with the server's own answers, in the visitor's language, through the server's sanitiser", async () => {
    const english = await app.inject({
      method: 'GET',
      url: `/providers/${flid}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.headers.vary).toBe('Cookie, Accept-Language, Host');
    expect(JSON.parse(english.body)).toEqual({
      language: 'en',
      origin: 'https://lancer.com',
      flid,
      reviews: 0,
      clean: '<p>kept</p>',
    });
    const cn = await app.inject({ method: 'GET', url: `/providers/${flid}`, headers: { host: 'lancer.cn' } });
    expect(JSON.parse(cn.body).language).toBe('zh');
  });

  // proves: PROFILE-HIDE
  it('answers a hidden or unknown profile with the app page and 404, and never serves the renderer', async () => {
    await call(app, 'POST', '/api/review/update-profile-visibility', {
      token: provider,
      body: { public: false },
    });
    const hidden = await app.inject({ method: 'GET', url: `/providers/${flid}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(INDEX);
    await call(app, 'POST', '/api/review/update-profile-visibility', {
      token: provider,
      body: { public: true },
    });
    expect((await app.inject({ method: 'GET', url: '/providers/nobody-has-this' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/providers/${flid}` })).statusCode).toBe(200);
    const renderer = await app.inject({ method: 'GET', url: '/server/render-profile.js' });
    expect(renderer.body).not.toContain('renderProviderProfilePage');
  });
});
