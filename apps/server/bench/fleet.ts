/**
 * The parent side of the multi-instance benchmarks (notify-bench.ts, chat-bench.ts): one or more
 * Lancer API instances (bench-instance.ts, each its own process) on a fresh PostgreSQL database,
 * fanning out through Redis when there are two or more, and the percentile the benches report.
 *
 * BENCH_DATABASE_URL: the PostgreSQL where the scratch database is made (default the local test
 * one); it is dropped when the fleet stops. BENCH_REDIS_URL: a Redis to fan out through; without
 * it the fleet starts its own redis-server (BENCH_REDIS_PORT, default a free port) and stops it,
 * so a benchmark's frames never reach another server subscribed to a shared Redis.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import { createScratchDatabase } from '../test/helpers/postgres';

export type Reply =
  | { type: 'ready'; apiUrl: string }
  | { type: 'users'; made: { id: string; token: string }[] }
  | { type: 'conversations'; ids: string[] }
  | { type: 'commits'; commits: [string, number][] };

/** Sends an instance a command (if any) and resolves with its first reply of this type. */
export const ask = <T extends Reply['type']>(child: ChildProcess, type: T, message?: object) =>
  new Promise<Extract<Reply, { type: T }>>((resolve, reject) => {
    const onMessage = (reply: Reply) => {
      if (reply.type !== type) return;
      child.off('message', onMessage);
      resolve(reply as Extract<Reply, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench instance exited with ${code}`)));
    if (message) child.send(message);
  });

/** The p-th percentile of ascending values (p 100 is the largest). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A redis-server of this benchmark's own (no persistence), stopped by its process. */
async function privateRedis() {
  const port = Number(process.env.BENCH_REDIS_PORT) || (await freePort());
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    redis.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts `count` instances on a fresh database (through Redis when more than one). */
export async function startFleet(count: number) {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  if ('skip' in scratch) throw new Error(scratch.skip);
  const redis =
    count < 2
      ? undefined
      : process.env.BENCH_REDIS_URL
        ? { url: process.env.BENCH_REDIS_URL }
        : await privateRedis();
  const env = { ...process.env, BENCH_DATABASE_URL: scratch.url, BENCH_REDIS_URL: redis?.url ?? '' };
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  // One after the other: the first migrates the fresh database.
  for (let i = 0; i < count; i += 1) {
    const child = fork(path.join(import.meta.dirname, 'bench-instance.ts'), {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.bench-prof'] : []),
      ],
      env,
      stdio: 'inherit',
    });
    children.push(child);
    urls.push((await ask(child, 'ready')).apiUrl);
  }
  return {
    children,
    /** Each instance's socket URL. */
    wsUrls: urls.map((url) => `${url.replace(/^http/, 'ws')}/ws/chat`),
    stop: async () => {
      for (const child of children) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send({ type: 'stop' });
        await exited;
      }
      if (redis && 'stop' in redis) await redis.stop();
      await scratch.drop();
    },
  };
}
