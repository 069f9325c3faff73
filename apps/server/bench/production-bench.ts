/**
 * Sustained load on the production form (decision 0800): the built server (`node dist/main.js`)
 * on its own PostgreSQL and Redis, one instance and then two, 60 s each (BENCH_SECONDS), a mix of
 * reads and writes by three signed-in users, the load generator (autocannon) in another process.
 * Prints req/s, p50, p99 and errors; RECORD_FIGURES=1 records them in docs/figures.md. Not part of
 * the test command.
 *
 *   npx pnpm@10.34.9 --filter @lancer/server bench:production   (as root: initdb runs as postgres)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { recordFigure } from '../../../.ci/lib/figures.mjs';

import {
  buildServer,
  clusterUnavailable,
  startInstance,
  startPostgres,
  startRedis,
  waitFor,
  type Instance,
} from '../production-test/cluster';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Below Linux's ephemeral range (32768-60999), as in production-test/faults.test.ts.
const [pgPort, redisPort, firstPort] = [25434, 26381, 4280];

const unavailable = clusterUnavailable();
if (unavailable) {
  console.error(`production bench: ${unavailable}`);
  process.exit(1);
}
buildServer();
const postgres = await startPostgres(pgPort);
const redis = startRedis(redisPort);
const BENCH_PASSWORD = 'bench-demo-password-1';
const env = {
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  SEED_DEMO: 'if-empty',
  // Production seeds demo accounts only with a password the operator chose.
  DEMO_PASSWORD: BENCH_PASSWORD,
  SIGNIN_LIMIT_PER_ADDRESS: '100000',
};
const instances: Instance[] = [startInstance(firstPort, env)];
const stopAll = async () => {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
  await redis.stop();
  postgres.destroy();
};

try {
  await waitFor(instances[0]!);
  const base = instances[0]!.url;
  const sql = new pg.Pool({ connectionString: postgres.url, max: 1 });
  const requests: Array<Record<string, unknown>> = [];
  // The demo's administrator signs in with a second factor: the three others are the load.
  for (const email of ['client@lancer.test', 'ada@lancer.test', 'lin@lancer.test']) {
    const signin = await fetch(`${base}/api/user/signin/signin-with-email-and-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    const { access_token: token } = (await signin.json()) as { access_token?: string };
    // A sign-in that gives no token would make every call of this user a 401, counted as load.
    if (!token)
      throw new Error(`${email} did not sign in (${signin.status}): the mix would measure refusals`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const conversation = await sql.query<{ id: string }>(
      `SELECT p.conversation_id AS id FROM conversation_participants p JOIN users u ON u.id = p.user_id
       WHERE u.email = $1 LIMIT 1`,
      [email],
    );
    const conversationId = conversation.rows[0]?.id;
    // Reads: the profile (cached), conversations and job search (the database); writes: the name
    // (a row update and a cache invalidation through Redis), and reading page 1 of a conversation
    // (marks it read: an UPDATE).
    requests.push(
      { method: 'GET', path: '/api/user/profile/fetch-profile', headers },
      { method: 'GET', path: '/api/chat/fetch-conversations?page=1', headers },
      { method: 'GET', path: '/api/request/search-requests?scope=all&page=1', headers },
      {
        method: 'POST',
        path: '/api/user/profile/update-user-fullname',
        headers,
        body: JSON.stringify({ first_name: 'Load', last_name: email.split('@')[0] }),
      },
    );
    if (conversationId)
      requests.push({
        method: 'GET',
        path: `/api/chat/fetch-messages?conversation_id=${conversationId}`,
        headers,
      });
  }
  await sql.end();

  const rows: string[] = [];
  for (const count of [1, 2]) {
    while (instances.length < count) instances.push(startInstance(firstPort + instances.length, env));
    await Promise.all(instances.map((instance) => waitFor(instance)));
    const loadAtStart = loadavg();
    const before = loadAtStart[0]!.toFixed(1);
    const run = spawnSync(
      process.execPath,
      [
        path.join(import.meta.dirname, 'load-generator.mjs'),
        JSON.stringify({
          urls: instances.map((instance) => instance.url),
          connections,
          duration: seconds,
          requests,
        }),
      ],
      { encoding: 'utf8', cwd: path.join(import.meta.dirname, '..') },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    const figures = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
    const row = `| ${count} instance${count > 1 ? 's' : ''} | ${Math.round(figures.requestsPerSecond!)} | ${figures.p50} ms | ${figures.p99} ms | ${figures.errors! + figures.non2xx!} (of ${figures.total}) | ${before} |`;
    console.log(row);
    rows.push(row);
    await recordFigure({
      what: `production form under load, ${count} instance${count > 1 ? 's' : ''}`,
      number: `${Math.round(figures.requestsPerSecond!)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors! + figures.non2xx!} errors of ${figures.total!.toLocaleString('en')} calls`,
      command: '`RECORD_FIGURES=1 npx pnpm@10.34.9 --filter @lancer/server bench:production` (as root)',
      loadAverages: loadAtStart,
    });
  }
  console.log(`\n${seconds} s each, ${connections} connections, ${requests.length} requests in the mix\n`);
  console.log('| instances | req/s | p50 | p99 | errors + non-2xx | load average at start |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await stopAll();
}
