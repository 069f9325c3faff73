/**
 * `npm run test:deploy` (decision 2102): HAProxy from Debian with the repository's
 * deploy/haproxy.cfg in front of three production instances (the built `node dist/main.js`) on
 * their own PostgreSQL and Redis; steady HTTP load and two chat users talking through the proxy
 * while deploy/rolling-deploy.mjs replaces every instance, one at a time. Counted and printed:
 * failed requests, chat messages lost or shown twice, socket reconnects; all failures must be 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as WsSocket } from 'ws';

import { createChatSocket, type ChatSocket } from '@lancer/api/chat/chat-socket';

import { balancerStatus, rollingDeploy, until } from '../../../deploy/rolling-deploy.mjs';
import {
  clusterUnavailable,
  startInstance,
  startPostgres,
  startRedis,
  waitFor,
  type Instance,
  type Postgres,
  type RedisServer,
} from '../production-test/cluster';

const root = path.resolve(import.meta.dirname, '../../..');
const BASE = Number(process.env.DEPLOY_PORT ?? 4310);
const PROXY_PORT = BASE;
const STATS_PORT = BASE + 9;
const INSTANCE_PORTS: Record<string, number> = { '1': BASE + 1, '2': BASE + 2, '3': BASE + 3 };
const PG_PORT = Number(process.env.DEPLOY_PG_PORT ?? 25452);
const REDIS_PORT = Number(process.env.DEPLOY_REDIS_PORT ?? 26399);
const PASSWORD = 'deploy-demo-password-1';
const LOAD_WORKERS = 4;
const proxy = `http://127.0.0.1:${PROXY_PORT}`;
const stats = `http://127.0.0.1:${STATS_PORT}/stats`;

function unavailable(): string | null {
  if (spawnSync('haproxy', ['-v']).status !== 0)
    return 'no haproxy on PATH (Debian: apt-get install -y haproxy)';
  return clusterUnavailable();
}
const skip = unavailable();
if (skip) console.warn(`\n[deploy] SKIPPED: ${skip}\n`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skip)('deploy: a rolling deploy behind HAProxy, under load, with chat open', () => {
  let postgres: Postgres;
  let redis: RedisServer;
  let haproxy: ChildProcess;
  let haproxyLog = '';
  let sql: pg.Pool;
  const instances = new Map<string, Instance>();
  const env = () => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SEED_DEMO: 'if-empty',
    DEMO_PASSWORD: PASSWORD,
    // HAProxy on this host is the proxy whose X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
    // The production drain (decision 1031): HAProxy takes an instance out well within it.
    DRAIN_DELAY_MS: '5000',
  });
  const tokens = { client: '', provider: '' };
  let conversationId = '';

  const counts = {
    requests: 0,
    failedRequests: 0,
    messagesSent: 0,
    messagesLost: 0,
    messagesDuplicated: 0,
    reconnects: 0,
    migrationRuns: 0,
  };
  const failures: string[] = [];

  /** One call through HAProxy, counted; anything but the expected status is a failed request. */
  async function call(method: string, urlPath: string, token: string, body?: unknown) {
    counts.requests += 1;
    try {
      const response = await fetch(proxy + urlPath, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status !== 200) {
        counts.failedRequests += 1;
        failures.push(`${method} ${urlPath}: ${response.status} ${JSON.stringify(json)}`);
      }
      return json;
    } catch (error) {
      counts.failedRequests += 1;
      failures.push(`${method} ${urlPath}: ${(error as Error).message}`);
      return null;
    }
  }

  /** A chat user as the web app has it: the api package's socket client, through HAProxy. */
  function chatUser(role: 'client' | 'provider') {
    const shown = new Map<string, number>();
    let opened = 0;
    const socket: ChatSocket = createChatSocket({
      url: `ws://127.0.0.1:${PROXY_PORT}/ws/chat`,
      getAccessToken: () => tokens[role],
      refreshAccessToken: async () => tokens[role],
      backoff: { baseMs: 100, maxMs: 500 },
      WebSocket: WsSocket as unknown as typeof WebSocket,
    });
    socket.onMessage((message) => {
      const id = message.client_id ?? message.id;
      shown.set(id, (shown.get(id) ?? 0) + 1);
    });
    socket.onStatus((status) => {
      if (status !== 'open') return;
      opened += 1;
      if (opened > 1) counts.reconnects += 1;
    });
    socket.connect();
    return { socket, shown };
  }

  const haproxyUp = async (wanted: string[]) => {
    const status = await balancerStatus(stats).catch(() => ({}) as Record<string, string>);
    return wanted.every((name) => status[name] === 'UP');
  };

  beforeAll(async () => {
    postgres = await startPostgres(PG_PORT);
    redis = startRedis(REDIS_PORT);
    sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
    sql.on('error', () => {});
    for (const [name, port] of Object.entries(INSTANCE_PORTS))
      instances.set(name, startInstance(port, env()));
    await Promise.all([...instances.values()].map((instance) => waitFor(instance, '/api/ready', 120_000)));
    haproxy = spawn('haproxy', ['-f', path.join(root, 'deploy/haproxy.cfg'), '-db'], {
      env: {
        PATH: process.env.PATH,
        LANCER_BIND: `127.0.0.1:${PROXY_PORT}`,
        LANCER_1: `127.0.0.1:${INSTANCE_PORTS['1']}`,
        LANCER_2: `127.0.0.1:${INSTANCE_PORTS['2']}`,
        LANCER_3: `127.0.0.1:${INSTANCE_PORTS['3']}`,
        LANCER_STATS: `127.0.0.1:${STATS_PORT}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy.stdout?.on('data', (chunk) => (haproxyLog += chunk));
    haproxy.stderr?.on('data', (chunk) => (haproxyLog += chunk));
    await until(
      () => haproxyUp(['lancer1', 'lancer2', 'lancer3']),
      'HAProxy to see three instances up',
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${haproxyLog.slice(-3000)}`);
    });
    for (const [role, email] of [
      ['client', 'client@lancer.test'],
      ['provider', 'ada@lancer.test'],
    ] as const) {
      const response = await fetch(`${proxy}/api/user/signin/signin-with-email-and-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      tokens[role] = ((await response.json()) as { access_token: string }).access_token;
    }
    const ada = await sql.query<{ id: string }>("SELECT id FROM users WHERE email = 'ada@lancer.test'");
    const opened = await call('POST', '/api/chat/create-conversation', tokens.client, {
      participant_ids: [ada.rows[0]!.id],
      title: 'rolling deploy',
    });
    conversationId = String(opened?.id);
  }, 240_000);

  afterAll(async () => {
    haproxy?.kill('SIGKILL');
    for (const instance of instances.values())
      if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await sql?.end().catch(() => {});
    await redis?.stop();
    postgres?.destroy();
    console.log(`\n[deploy] ${JSON.stringify(counts)}\n`);
  });

  it('replaces the three instances one at a time: 0 failed requests, 0 chat messages lost or shown twice', async () => {
    const client = chatUser('client');
    const provider = chatUser('provider');
    await until(
      () => client.socket.getStatus() === 'open' && provider.socket.getStatus() === 'open',
      'both chat sockets open',
      15_000,
    );
    const oldPids = [...instances.values()].map((instance) => instance.child.pid);
    const { rows: migrationsBefore } = await sql.query('SELECT name FROM schema_migrations');

    // Steady load: reads and writes of both users through HAProxy, back to back.
    let loading = true;
    const load = Array.from({ length: LOAD_WORKERS }, async (_, worker) => {
      for (let turn = 0; loading; turn += 1) {
        const token = worker % 2 ? tokens.client : tokens.provider;
        if (turn % 4 === 0)
          await call('POST', '/api/user/profile/update-user-fullname', token, {
            first_name: `Deploy${worker}`,
            last_name: `Turn${turn}`,
          });
        else if (turn % 4 === 1) await call('GET', '/api/chat/fetch-conversations?page=1', token);
        else if (turn % 4 === 2) await call('GET', '/api/notification/fetch-unread-count', token);
        else await call('GET', `/api/chat/fetch-messages?conversation_id=${conversationId}&page=1`, token);
      }
    });
    // Both users talk all along: a message every 250 ms, alternately.
    const sent: string[] = [];
    const talk = (async () => {
      for (let index = 0; loading; index += 1) {
        const user = index % 2 ? provider : client;
        sent.push(user.socket.send(conversationId, `during the deploy ${index}`));
        await sleep(250);
      }
    })();

    await sleep(2_000);
    await rollingDeploy({
      instances: ['1', '2', '3'],
      migrate: async () => {
        counts.migrationRuns += 1;
        const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/migrate-cli.js')], {
          env: { PATH: process.env.PATH, DATABASE_URL: postgres.url },
          encoding: 'utf8',
        });
        if (result.status !== 0) throw new Error(`migrations failed: ${result.stderr}`);
        return result.stdout.trim().split('\n').at(-1) ?? '';
      },
      drain: async (name) => {
        instances.get(name)!.child.kill('SIGTERM');
        await until(
          async () => (await balancerStatus(stats))[`lancer${name}`] === 'DOWN',
          `lancer${name} out`,
        );
      },
      stop: async (name) => {
        expect(await instances.get(name)!.exited).toBe(0);
      },
      start: async (name) => {
        instances.set(name, startInstance(INSTANCE_PORTS[name]!, env()));
      },
      ready: async (name) => {
        await waitFor(instances.get(name)!, '/api/ready', 120_000);
        await until(() => haproxyUp([`lancer${name}`]), `lancer${name} back in HAProxy`);
      },
      log: (line) => console.log(`[deploy] ${line}`),
    });
    await sleep(2_000);
    loading = false;
    await Promise.all([...load, talk]);

    // Every message reaches both sides once, in the database once.
    counts.messagesSent = sent.length;
    const users = [client, provider];
    await until(
      () => users.every((user) => sent.every((id) => user.shown.has(id))),
      'every message on both sides',
      30_000,
    ).catch(() => {});
    for (const user of users) {
      counts.messagesLost += sent.filter((id) => !user.shown.has(id)).length;
      counts.messagesDuplicated += [...user.shown.values()].filter((times) => times > 1).length;
    }
    const stored = await sql.query<{ client_id: string; n: string }>(
      'SELECT client_id, count(*) AS n FROM messages WHERE conversation_id = $1 GROUP BY client_id',
      [conversationId],
    );
    const storedIds = new Set(stored.rows.map((row) => row.client_id));
    counts.messagesLost += sent.filter((id) => !storedIds.has(id)).length;
    counts.messagesDuplicated += stored.rows.filter((row) => Number(row.n) > 1).length;

    // The bell's count through the new instances is the table's.
    const bell = await call('GET', '/api/notification/fetch-unread-count', tokens.client);
    const unread = await sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.email = 'client@lancer.test' AND n.read_at IS NULL",
    );
    client.socket.close();
    provider.socket.close();

    console.log(`[deploy] ${JSON.stringify(counts)}`);
    if (failures.length) console.log(`[deploy] failures:\n${failures.slice(0, 20).join('\n')}`);
    expect(failures).toEqual([]);
    expect(counts.failedRequests).toBe(0);
    expect(counts.messagesLost).toBe(0);
    expect(counts.messagesDuplicated).toBe(0);
    expect(counts.requests).toBeGreaterThan(100);
    expect(counts.messagesSent).toBeGreaterThan(20);
    // Every socket was on a replaced instance: each user reconnected and caught up.
    expect(counts.reconnects).toBeGreaterThanOrEqual(2);
    expect(bell).toEqual({ unread_count: unread.rows[0]!.n });
    // All three run the new build; the migrations ran once, and the old build served on them.
    const newPids = [...instances.values()].map((instance) => instance.child.pid);
    expect(newPids.filter((pid) => oldPids.includes(pid))).toEqual([]);
    expect(counts.migrationRuns).toBe(1);
    const { rows: migrationsAfter } = await sql.query('SELECT name FROM schema_migrations');
    expect(migrationsAfter).toHaveLength(migrationsBefore.length);
    expect(await haproxyUp(['lancer1', 'lancer2', 'lancer3'])).toBe(true);
  }, 300_000);
});
