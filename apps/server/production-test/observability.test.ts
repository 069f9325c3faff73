/**
 * What an operator watches of the production build (decisions 2100, 2101): `/metrics` scraped as
 * Prometheus does, on the internal port and behind the token, its series moving with the traffic;
 * and a request id that a browser's call carried (the web app's API client, bundled as the web
 * app bundles it) found in the response headers, in the API's log line of that request, and on
 * the chat socket's connection.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { build } from 'esbuild';
import pg from 'pg';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { chromiumLaunchOptions } from '../../../.ci/chromium.ts';
import { createScratchDatabase } from '../test/helpers/postgres';
import { startInstance, waitFor, type Instance } from './cluster';

const PORT = Number(process.env.CLUSTER_PORT ?? 4260) + 40;
const METRICS_PORT = PORT + 1;
const TOKEN = 'metrics-token-0123456789abcdef';
const PASSWORD = 'observability-demo-password-1';
const serverDir = path.resolve(import.meta.dirname, '..');

const scratch = await createScratchDatabase();
const skip = 'skip' in scratch ? scratch.skip : null;
if (skip) console.warn(`\n[production observability] SKIPPED: ${skip}\n`);

/** The samples of one scrape: `name{labels}` -> value. */
function parse(text: string) {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}
/** The sum of a series' samples whose labels include all of `labels`. */
const sum = (samples: Map<string, number>, name: string, labels: Record<string, string> = {}) => {
  let total = 0;
  let found = false;
  for (const [key, value] of samples) {
    const open = key.indexOf('{');
    if ((open < 0 ? key : key.slice(0, open)) !== name) continue;
    if (!Object.entries(labels).every(([label, wanted]) => key.includes(`${label}="${wanted}"`))) continue;
    total += value;
    found = true;
  }
  return found ? total : undefined;
};

/** The log lines of the instance, parsed (pino's JSON, one object a line). */
const logLines = (instance: Instance) =>
  instance
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.skipIf(skip)('production: metrics and a request id an operator can follow', () => {
  let instance: Instance;
  let sql: pg.Pool;
  let browser: Browser | undefined;
  const webDist = mkdtempSync(path.join(tmpdir(), 'lancer-observability-web-'));

  beforeAll(async () => {
    if ('skip' in scratch) return;
    // A page whose script is the web app's own API and chat clients (packages/api), bundled.
    await build({
      stdin: {
        contents: `
          import { createApiClient } from '@lancer/api/client';
          import { createChatSocket } from '@lancer/api/chat/chat-socket';
          import { signinWithEmailAndPassword } from '@lancer/api/contract/user';
          let tokens = null;
          const client = createApiClient({
            baseUrl: '',
            getTokens: () => tokens,
            setTokens: (result) => (tokens = result),
            onLogout: () => {},
          });
          window.signIn = async (email, password) => {
            tokens = await client.call(signinWithEmailAndPassword, { body: { email, password } });
            return tokens.access_token;
          };
          window.openChat = () =>
            new Promise((resolve) => {
              const socket = createChatSocket({
                url: location.origin.replace('http', 'ws') + '/ws/chat',
                getAccessToken: () => tokens.access_token,
                refreshAccessToken: async () => tokens.access_token,
              });
              socket.onStatus((status) => status === 'open' && resolve(true));
              socket.connect();
            });
        `,
        resolveDir: serverDir,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      outfile: path.join(webDist, 'assets/app.js'),
      logLevel: 'warning',
    });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    instance = startInstance(PORT, {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'if-empty',
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'info',
      METRICS_PORT: String(METRICS_PORT),
      METRICS_TOKEN: TOKEN,
      WEB_DIST: webDist,
      // Nothing sends the outbox's movements while the test reads their count.
      MONEY_SEND_INTERVAL_MS: '0',
    });
    await waitFor(instance, '/api/ready', 120_000);
    sql = new pg.Pool({ connectionString: scratch.url, max: 1 });
    sql.on('error', () => {});
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await instance?.exited;
    await sql?.end();
    if (!('skip' in scratch)) await scratch.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const scrape = async (url = `http://127.0.0.1:${METRICS_PORT}/metrics`) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(await response.text());
  };

  it('serves /metrics only with the token, on the internal port and on the API port', async () => {
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).status).toBe(401);
    expect((await fetch(`${instance.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${instance.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect((await scrape(`${instance.url}/metrics`)).size).toBeGreaterThan(0);
  });

  it('holds the named series, and they move with requests, sockets and the outbox', async () => {
    const before = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'lancer_chat_sockets',
      'lancer_ledger_pending_movements',
      'lancer_ledger_pending_movements_cents',
      'lancer_outbox_depth',
      'lancer_db_pool_connections',
    ])
      expect(sum(before, name), name).toBeDefined();
    expect(sum(before, 'lancer_db_pool_connections', { state: 'max' })).toBe(10);

    const signin = await fetch(`${instance.url}/api/user/signin/signin-with-email-and-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@lancer.test', password: PASSWORD }),
    });
    expect(signin.status).toBe(200);
    const token = ((await signin.json()) as { access_token: string }).access_token;
    for (let index = 0; index < 3; index += 1)
      expect(
        (await fetch(`${instance.url}/api/review/fetch-public-profile?flid=nobody-${index}`)).status,
      ).toBe(404);
    // A socket signed in: the instance holds it.
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws/chat?token=${token}`);
    await new Promise((resolve) => socket.once('message', resolve));
    // A movement the provider has yet to make, written as the state changes write them.
    await sql.query(
      `INSERT INTO payment_outbox (id, key, kind, payment_id, amount_cents, next_attempt_at)
       VALUES ('metrics-test', 'refund:metrics-test', 'refund', 'metrics-test', 12345, now() + interval '1 day')`,
    );

    const after = await scrape();
    socket.close();
    const counted = (samples: Map<string, number>, operation: string, labels: Record<string, string> = {}) =>
      sum(samples, 'lancer_http_requests_total', { operation, ...labels }) ?? 0;
    // Labelled by the contract operation, never the URL with its query.
    expect(counted(after, 'signinWithEmailAndPassword', { status_class: '2xx' })).toBe(
      counted(before, 'signinWithEmailAndPassword', { status_class: '2xx' }) + 1,
    );
    expect(counted(after, 'fetchPublicProfile', { status_class: '4xx' })).toBe(
      counted(before, 'fetchPublicProfile', { status_class: '4xx' }) + 3,
    );
    expect([...after.keys()].some((key) => key.includes('nobody-'))).toBe(false);
    expect(
      sum(after, 'lancer_http_request_errors_total', { operation: 'fetchPublicProfile', status: '404' }),
    ).toBe(
      (sum(before, 'lancer_http_request_errors_total', { operation: 'fetchPublicProfile', status: '404' }) ??
        0) + 3,
    );
    const histogram = (samples: Map<string, number>) =>
      sum(samples, 'lancer_http_request_duration_seconds_count', {
        operation: 'signinWithEmailAndPassword',
      }) ?? 0;
    expect(histogram(after)).toBe(histogram(before) + 1);
    expect(
      sum(after, 'lancer_http_request_duration_seconds_bucket', {
        operation: 'signinWithEmailAndPassword',
        le: '+Inf',
      }),
    ).toBe(histogram(after));
    // Routes outside the contract count under their pattern.
    expect(sum(after, 'lancer_http_requests_total', { operation: '/api/ready' })).toBeGreaterThan(0);
    expect(sum(after, 'lancer_chat_sockets')).toBe((sum(before, 'lancer_chat_sockets') ?? 0) + 1);
    expect(sum(after, 'lancer_ledger_pending_movements')).toBe(
      (sum(before, 'lancer_ledger_pending_movements') ?? 0) + 1,
    );
    expect(sum(after, 'lancer_ledger_pending_movements_cents')).toBe(
      (sum(before, 'lancer_ledger_pending_movements_cents') ?? 0) + 12345,
    );
    expect(sum(after, 'lancer_outbox_depth', { queue: 'payment' })).toBe(
      sum(after, 'lancer_ledger_pending_movements'),
    );
    expect(sum(after, 'lancer_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sum(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("a browser's request id: in the response headers, in the API's log line of it, on the chat socket", async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    await page.goto(instance.url);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes('/signin-with-email-and-password')),
      page.evaluate(
        ([email, password]) =>
          (window as unknown as { signIn: (e: string, p: string) => Promise<string> }).signIn(
            email!,
            password!,
          ),
        ['client@lancer.test', PASSWORD],
      ),
    ]);
    expect(response.status()).toBe(200);
    const id = (await response.allHeaders())['x-request-id'];
    // The id the browser's API client made (32 hex digits), not one the server made up.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(response.request().headers()['x-request-id']).toBe(id);
    // The instance writes "request completed" as the answer leaves: it may reach the pipe after it.
    const linesOf = () => logLines(instance).filter((line) => line.reqId === id);
    await expect
      .poll(() => linesOf().map((line) => line.msg))
      .toEqual(['incoming request', 'request completed']);
    const lines = linesOf();
    expect((lines[0]!.req as { url: string }).url).toBe('/api/user/signin/signin-with-email-and-password');

    const [socket] = await Promise.all([
      page.waitForEvent('websocket'),
      page.evaluate(() => (window as unknown as { openChat: () => Promise<boolean> }).openChat()),
    ]);
    const socketId = new URL(socket.url()).searchParams.get('request_id');
    expect(socketId).toMatch(/^[0-9a-f]{32}$/);
    const socketLines = logLines(instance).filter((line) => line.reqId === socketId);
    expect((socketLines[0]?.req as { url: string } | undefined)?.url).toMatch(/^\/ws\/chat\?request_id=/);

    // An id not of the allowed form (spaces, quotes, too long) is replaced, never logged as given.
    const forged = await fetch(`${instance.url}/api/health`, {
      headers: { 'x-request-id': 'a" "msg":"forged' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
