/**
 * Benchmark on loopback (autocannon): fetch-profile and a paged request search against a bare
 * Fastify JSON route in the same run. (Chat delivery has its own benchmark: chat-bench.ts.)
 *   pnpm --filter @lancer/server bench   (BENCH_SECONDS=3 a route a round, BENCH_ROUNDS=3 to change;
 *   BENCH_CPU_PROF=1 profiles the server; BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
 *   runs on a fresh PostgreSQL database made there instead of the in-memory PGlite)
 * Target: fetch-profile >= half the bare route's req/s.
 *
 * The servers run in a child process (bench-server.ts); this process is the load generator. Both
 * share one machine: on 2 cores autocannon's own work competes with the server's, so the figures
 * are a lower bound.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { recordFigure } from '../../../.ci/lib/figures.mjs';
import { DEMO_PASSWORD } from '../src/demo/seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = fork(path.join(import.meta.dirname, 'bench-server.ts'), {
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.bench-prof'] : []),
  ],
  stdio: 'inherit',
});
const { apiUrl, bareUrl } = await new Promise<{ apiUrl: string; bareUrl: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as { apiUrl: string; bareUrl: string }));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

const signIn = async (email: string) => {
  const response = await fetch(`${apiUrl}/api/user/signin/signin-with-email-and-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (await response.json()) as { access_token: string; identity: string };
};
const client = await signIn('client@lancer.test');

/** The server process's CPU time so far (µs). */
const serverCpu = () =>
  new Promise<number>((resolve) => {
    const listener = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpu' in message)) return;
      server.off('message', listener);
      resolve((message as { cpu: number }).cpu);
    };
    server.on('message', listener);
    server.send('cpu');
  });

const measure = async (url: string, headers: Record<string, string>, duration: number) => {
  const cpuBefore = await serverCpu();
  const result = await autocannon({ url, connections, duration, headers });
  const cpu = (await serverCpu()) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: cpu / result.requests.total,
  };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const auth = { authorization: `Bearer ${client.access_token}` };
// The routes take turns, round after round (bare, fetch-profile, search; again...): a burst of
// load from elsewhere on the machine falls on one round, and the bare route and fetch-profile are
// measured seconds apart in each. Figures are the medians over the rounds.
const routes = [
  { title: 'bare Fastify JSON route', url: `${bareUrl}/bare`, headers: {} },
  { title: 'GET fetch-profile', url: `${apiUrl}/api/user/profile/fetch-profile`, headers: auth },
  {
    title: 'GET search-requests (page 1 of 20)',
    url: `${apiUrl}/api/request/search-requests?scope=mine&page=1&page_size=20`,
    headers: auth,
  },
];
const loadAtStart = loadavg();
const rounds: Array<Array<{ rps: number; p99: number; cpuPerRequest: number }>> = [];
for (const route of routes) await measure(route.url, route.headers, 1); // warm-up (JIT, caches), not counted
for (let round = 0; round < roundCount; round += 1) {
  const measured = [];
  for (const route of routes) measured.push(await measure(route.url, route.headers, seconds));
  rounds.push(measured);
}
const results = routes.map((route, i) => ({
  title: route.title,
  rps: Math.round(median(rounds.map((round) => round[i]!.rps))),
  p99: median(rounds.map((round) => round[i]!.p99)),
  cpu: median(rounds.map((round) => round[i]!.cpuPerRequest)),
}));
const ratios = rounds.map((round) => round[1]!.rps / round[0]!.rps);
const ratio = median(ratios);

console.log(
  `\nDatabase: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (same machine)' : 'PGlite in memory (in the server process)'}`,
);
console.log(
  `HTTP (${connections} connections, loopback, client and server in separate processes; ${roundCount} rounds of ${seconds} s a route after a 1 s warm-up; medians):`,
);
console.table(
  results.map((r, i) => ({
    route: r.title,
    'req/s': r.rps,
    'p99 ms': r.p99,
    'server CPU µs/req': Number(r.cpu.toFixed(1)),
    rounds: rounds.map((round) => Math.round(round[i]!.rps)).join(' / '),
  })),
);
console.log(
  `fetch-profile / bare = ${ratio.toFixed(2)}, median of the rounds' ${ratios.map((r) => r.toFixed(2)).join(', ')} (target >= 0.50): ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
);
// The load generator shares the cores, so req/s follow whatever else runs on the machine; the
// server's own CPU time a request is nearly load-free (decision 1930).
const cpuRatio = results[0]!.cpu / results[1]!.cpu;
console.log(
  `server CPU a request: bare ${results[0]!.cpu.toFixed(1)} µs, fetch-profile ${results[1]!.cpu.toFixed(1)} µs (bare / fetch-profile = ${cpuRatio.toFixed(2)}, the same ratio by CPU)`,
);
console.log(
  `BENCH_JSON ${JSON.stringify({ bare: results[0]!.rps, profile: results[1]!.rps, profileP99: results[1]!.p99, search: results[2]!.rps, searchP99: results[2]!.p99, ratio: Number(ratio.toFixed(2)), cpuRatio: Number(cpuRatio.toFixed(2)) })}`,
);

const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
await recordFigure({
  what: `API hot path, fetch-profile over a bare route (${database})`,
  number:
    `${ratio.toFixed(2)} (bare ${results[0]!.rps.toLocaleString('en')} req/s, fetch-profile ${results[1]!.rps.toLocaleString('en')} req/s; target 0.5); ` +
    `server CPU a request ${results[0]!.cpu.toFixed(1)} and ${results[1]!.cpu.toFixed(1)} µs; fetch-profile p99 ${results[1]!.p99} ms; ` +
    `paged search ${results[2]!.rps.toLocaleString('en')} req/s, p99 ${results[2]!.p99} ms`,
  command: '`RECORD_FIGURES=1 npx pnpm@10.34.9 --filter @lancer/server bench`',
  loadAverages: loadAtStart,
});

server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));
process.exit(0);
