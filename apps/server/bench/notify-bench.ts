/**
 * Notifications benchmark (issue 30, decision 1220): 1,000 users each with the bell's socket open,
 * 10,000 notifications committed in one burst (10 per user, 10 transactions at a time per
 * instance); latency = the moment the user's socket got a count that includes the event minus the
 * moment its transaction committed (both epoch clocks of this one machine). Target p99 <= 1 s.
 *
 *   pnpm --filter @lancer/server bench:notify
 *   (BENCH_USERS=1000, BENCH_EVENTS=10000, BENCH_CONCURRENCY=10 (the pool's size), BENCH_INSTANCES=1,2 the runs;
 *    BENCH_DATABASE_URL a PostgreSQL where a scratch database is made, default the local test one;
 *    BENCH_REDIS_URL the Redis the two instances fan out through, default a redis-server of its own
 *    on BENCH_REDIS_PORT or a free port: fleet.ts)
 *
 * Each run: a fresh database, the instance(s) in child processes, the sockets here (spread over
 * the instances: across two, most counts cross through Redis). The counts are what the bell
 * shows: a burst folds several events into one frame, so the k-th event of a user counts as
 * arrived with the first frame whose count is at least k.
 */
import { loadavg } from 'node:os';

import WebSocket from 'ws';

import { recordFigure } from '../../../.ci/lib/figures.mjs';

import { ask, percentile, startFleet } from './fleet';

const userCount = Number(process.env.BENCH_USERS ?? 1000);
const eventCount = Number(process.env.BENCH_EVENTS ?? 10_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const runs = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
const now = () => performance.timeOrigin + performance.now();

async function run(instances: number) {
  const fleet = await startFleet(instances);
  const { children } = fleet;
  const { made } = await ask(children[0]!, 'users', { type: 'users', count: userCount });

  // Every user's bell: a socket on one of the instances, its counts as they come.
  const frames = new Map<string, { count: number; at: number }[]>();
  const sockets = await Promise.all(
    made.map(
      (user, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const url = `${fleet.wsUrls[i % instances]}?token=${user.token}`;
          const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
          const seen: { count: number; at: number }[] = [];
          frames.set(user.id, seen);
          socket.on('message', (data) => {
            const text = String(data);
            if (!text.includes('"unread-count"')) return;
            const count = Number(/"unread_count":(\d+)/.exec(text)?.[1]);
            seen.push({ count, at: now() });
            if (count === 0) resolve(socket);
          });
          socket.on('error', reject);
        }),
    ),
  );

  // The burst: event i is for user i mod users, the instances take turns.
  const shares = children.map(() => [] as string[]);
  for (let i = 0; i < eventCount; i += 1) shares[i % instances]!.push(made[i % made.length]!.id);
  const load = loadavg()[0]!;
  const started = now();
  const replies = await Promise.all(
    children.map((child, i) => ask(child, 'commits', { type: 'burst', recipients: shares[i], concurrency })),
  );
  const committed = now();
  const commitsOf = new Map<string, number[]>();
  for (const { commits } of replies)
    for (const [userId, at] of commits) commitsOf.set(userId, [...(commitsOf.get(userId) ?? []), at]);

  // Wait until every bell shows all its events (or 60 s).
  const perUser = eventCount / made.length;
  const deadline = Date.now() + 60_000;
  const done = () => [...frames.values()].every((seen) => (seen.at(-1)?.count ?? 0) >= perUser);
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  const latencies: number[] = [];
  let missing = 0;
  for (const [userId, commits] of commitsOf) {
    const seen = frames.get(userId)!;
    commits.sort((a, b) => a - b);
    commits.forEach((at, k) => {
      const shown = seen.find((frame) => frame.count >= k + 1);
      if (shown) latencies.push(shown.at - at);
      else missing += 1;
    });
  }
  latencies.sort((a, b) => a - b);
  const result = {
    instances,
    fanout: instances > 1 ? 'Redis' : 'in process',
    users: made.length,
    events: eventCount,
    burstSeconds: Number(((committed - started) / 1000).toFixed(2)),
    eventsPerSecond: Math.round(eventCount / ((committed - started) / 1000)),
    p50: Math.round(percentile(latencies, 50)),
    p90: Math.round(percentile(latencies, 90)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(percentile(latencies, 100)),
    missing,
    loadBefore: Number(load.toFixed(2)),
    loadAfter: Number(loadavg()[0]!.toFixed(2)),
  };
  for (const socket of sockets) socket.close();
  await fleet.stop();
  return result;
}

const results = [];
for (const instances of runs) results.push(await run(instances));
console.log(
  `\nNotifications: ${userCount} bells open, ${eventCount} events in one burst (${concurrency} transactions at a time per instance), PostgreSQL on this machine`,
);
console.table(
  results.map((r) => ({
    instances: `${r.instances} (${r.fanout})`,
    'burst s': r.burstSeconds,
    'events/s': r.eventsPerSecond,
    'p50 ms': r.p50,
    'p90 ms': r.p90,
    'p99 ms': r.p99,
    'max ms': r.max,
    missing: r.missing,
    'load 1 min': `${r.loadBefore} -> ${r.loadAfter}`,
  })),
);
for (const r of results)
  console.log(
    `${r.instances} instance(s): p99 commit -> bell ${r.p99} ms (target <= 1000 ms): ${r.p99 <= 1000 && r.missing === 0 ? 'met' : 'NOT met'}`,
  );
for (const r of results)
  await recordFigure({
    what: `notification fan-out, ${r.instances} instance${r.instances > 1 ? 's' : ''}`,
    number: `p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ${r.eventsPerSecond} events/s, ${r.missing === 0 ? 'none missing' : `${r.missing} missing`} (target p99 1 s)`,
    command: '`RECORD_FIGURES=1 npx pnpm@10.34.9 --filter @lancer/server bench:notify`',
    loadAverages: [r.loadBefore],
  });
console.log(`BENCH_JSON ${JSON.stringify(results)}`);
