/**
 * A production cluster on this machine for the fault test and the load benchmark: its own
 * PostgreSQL (initdb/pg_ctl from Debian's package, run as the postgres user) and Redis on spare
 * ports, and instances of the production build (`node apps/server/dist/main.js`). Never touches
 * the machine's shared PostgreSQL or Redis.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const mainJs = path.join(serverDir, 'dist/main.js');

/** Why this machine cannot run the cluster, or null when it can. */
export function clusterUnavailable(): string | null {
  if (!pgBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'no redis-server on PATH';
  if (userInfo().uid !== 0) return 'initdb as the postgres user needs root (run the tests as root)';
  if (spawnSync('id', ['postgres']).status !== 0) return 'no postgres user';
  return null;
}

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.find((version) => existsSync(path.join(base, version, 'bin/initdb')));
  return found ? path.join(base, found, 'bin') : null;
}

const asPostgres = (command: string, args: string[]) => {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
};

/** Builds the server (a second or two): the cluster runs exactly what production runs. */
export function buildServer() {
  const result = spawnSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Building the server failed: ${result.stderr}`);
}

export type Postgres = Awaited<ReturnType<typeof startPostgres>>;

export async function startPostgres(port: number) {
  const bin = pgBin()!;
  const dir = mkdtempSync('/tmp/lancer-cluster-pg-');
  chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  const start = () =>
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  asPostgres(path.join(bin, 'createdb'), ['-h', dir, '-p', String(port), 'lancer']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/lancer`,
    start,
    /** Fast shutdown: open sessions are cut (what a crash or a failover looks like to the app). */
    stop: () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      spawnSync('runuser', [
        '-u',
        'postgres',
        '--',
        path.join(bin, 'pg_ctl'),
        '-D',
        data,
        '-m',
        'immediate',
        'stop',
      ]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type RedisServer = ReturnType<typeof startRedis>;

export function startRedis(port: number) {
  let child: ChildProcess | null = null;
  const start = () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
  };
  start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = child;
        child = null;
        if (!current || current.exitCode !== null) return resolve();
        current.once('exit', () => resolve());
        current.kill('SIGKILL');
      }),
  };
}

export type Instance = {
  port: number;
  url: string;
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
};

export function startInstance(port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, [mainJs], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      JWT_SECRET: 'cluster-test-secret-0123456789abcdef0123',
      // No real payment provider or SMTP relay here: said in words (decision 1000).
      PAYMENTS: 'sandbox',
      MAIL: 'log',
      // A short drain (5 s in production) so stopping a test instance is quick; drain.test.ts sets its own.
      DRAIN_DELAY_MS: '100',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, url: `http://127.0.0.1:${port}`, child, log: () => output, exited };
}

/** Resolves once `path` answers 200; fails with the instance's log when it exits or takes too long. */
export async function waitFor(instance: Instance, urlPath = '/api/ready', timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(
        `instance :${instance.port} exited (${instance.child.exitCode})\n${instance.log().slice(-3000)}`,
      );
    const status = await fetch(instance.url + urlPath).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`instance :${instance.port} not ready on ${urlPath}\n${instance.log().slice(-3000)}`);
}
