import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_CONTENT_SECURITY_POLICY } from '../../src/http/api-headers';
import { toErrorResponse } from '../../src/http/error-handler';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The production server serves the web app's build (decision 0800). A fixture build stands in for
 * apps/web/dist, with a security-headers.json as the web build writes it.
 */
describe('the web app served by the API', () => {
  let app: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'lancer-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lancer</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets/index-a1b2c3.js'), script);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(
      path.join(dist, 'security-headers.json'),
      JSON.stringify({
        'Content-Security-Policy': "default-src 'self'",
        'Cross-Origin-Opener-Policy': 'same-origin',
      }),
    );
    writeFileSync(path.join(dist, 'assets/dev-box-worker-Ab12_c.js'), 'self.onmessage = () => {};');
    writeFileSync(
      path.join(dist, 'sandbox-worker-headers.json'),
      JSON.stringify({
        pattern: '^/assets/dev-box-worker-[\\w-]+\\.js$',
        headers: { 'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-eval'" },
      }),
    );
    // The public pages prerendered in each language, as the web build writes them (decision 0702).
    mkdirSync(path.join(dist, 'zh'));
    writeFileSync(
      path.join(dist, 'home.html'),
      '<!doctype html><html lang="en"><h1>Hire the right people</h1>',
    );
    writeFileSync(path.join(dist, 'zh/home.html'), '<!doctype html><html lang="zh-CN"><h1>找到合适的人</h1>');
    writeFileSync(
      path.join(dist, 'prerendered.json'),
      JSON.stringify({
        languageCookie: 'language',
        pages: { '/home': { en: 'home.html', zh: 'zh/home.html' } },
      }),
    );
    app = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // proves: PROD-WEB-SERVING
  it('caches hashed assets for a year, compressed, and never caches HTML', async () => {
    const asset = await app.inject({
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toBe(script);
    const page = await app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  // proves: PROD-WEB-SERVING
  it('answers every route of the app with index.html and the security headers; API and assets stay 404', async () => {
    for (const url of ['/', '/projects/issues/p1', '/signin?next=%2Fjobs']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBe("default-src 'self'");
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    // The API's own policy (decision 1032), never the pages'.
    expect(api.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect((await app.inject({ url: '/assets/index-old.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/security-headers.json' })).body).not.toContain(
      'Content-Security-Policy',
    );
  });

  it('is ready on its database (no Redis configured), and healthy', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: 'up', redis: 'not configured', draining: false });
    app.lifecycle.draining = true;
    const draining = await app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers.connection).toBe('close');
    app.lifecycle.draining = false;
  });

  // proves: PROD-DB-UNAVAILABLE
  it('maps a database that cannot be reached to 503 UNAVAILABLE, not 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: refused });
    for (const error of [
      refused,
      wrapped,
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new AggregateError([refused], 'connect failed'),
    ]) {
      const { status, body } = toErrorResponse(error);
      expect(status).toBe(503);
      expect(body.error.code).toBe('UNAVAILABLE');
    }
    expect(toErrorResponse(new Error('a bug')).status).toBe(500);
  });

  // proves: SHELL-LANGUAGE
  it('serves a prerendered page in the visitor language: stored choice, then host, then browser, then Chinese', async () => {
    const home = async (headers: Record<string, string>, url = '/home') => {
      const page = await app.inject({ url, headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toContain('Cookie');
      return page.body;
    };
    expect(await home({ cookie: 'language=en', host: 'lancer.cn' })).toContain('Hire the right people');
    expect(await home({ host: 'lancer.cn', 'accept-language': 'en-US' })).toContain('找到合适的人');
    expect(await home({ host: '127.0.0.1', 'accept-language': 'en-GB,zh;q=0.5' }, '/home/')).toContain(
      'Hire the right people',
    );
    expect(await home({ host: '127.0.0.1' }, '/home?from=mail')).toContain('找到合适的人');
  });

  // proves: LAB-DEV-BOX-SANDBOX
  it("gives the dev box's worker its own policy: eval for the snippet, no network; every other script keeps the page's", async () => {
    const worker = await app.inject({ url: '/assets/dev-box-worker-Ab12_c.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-eval'",
    );
    const other = await app.inject({ url: '/assets/index-a1b2c3.js' });
    expect(other.headers['content-security-policy']).toBe("default-src 'self'");
  });
});
