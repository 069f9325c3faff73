#!/usr/bin/env node
/**
 * A rolling deploy nobody notices (decision 2102): the database's migrations once, then the
 * instances one at a time: drain (SIGTERM: readiness 503, HAProxy takes it out while it still
 * answers), stop (it exits once its requests are done), start the new build, wait until it is
 * ready and HAProxy sends to it again, then the next one. Two of three instances serve at every
 * moment; chat sockets of a stopped instance close with 1001 and their clients reconnect through
 * HAProxy to another one and catch up.
 *
 * On a host set up as deploy/lancer@.service says:
 *
 *   node deploy/rolling-deploy.mjs --release /opt/lancer/releases/<id> \
 *     [--instances 1,2,3] [--env-file /etc/lancer/lancer.env] [--stats http://127.0.0.1:8404/stats]
 *
 * The release folder is a built clone (`npm run build`); /opt/lancer/current is switched to it
 * after the migrations ran and before the first instance restarts. `rollingDeploy` is the same
 * sequence with the steps given as functions (the deploy test drives processes of its own).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check()` is true, polling every 200 ms; throws naming `what` after `timeoutMs`.
 * @param {() => Promise<boolean> | boolean} check
 * @param {string} what
 */
export async function until(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * Each backend server's status on HAProxy's stats page (`UP`, `DOWN`, `UP 1/2`, `MAINT`...).
 * @param {string} statsUrl the `stats uri` of deploy/haproxy.cfg's stats frontend
 * @returns {Promise<Record<string, string>>}
 */
export async function balancerStatus(statsUrl) {
  const text = await (await fetch(`${statsUrl};csv`)).text();
  const [header = '', ...rows] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const servers = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[name] !== 'FRONTEND' && cells[name] !== 'BACKEND') servers[cells[name]] = cells[status];
  }
  return servers;
}

/** Ready on its own port: `/api/ready` answers 200 (database, Redis, not draining). */
export const answersReady = (url) =>
  fetch(`${url}/api/ready`).then(
    (response) => response.status === 200,
    () => false,
  );

/**
 * @param {{
 *   instances: string[],
 *   migrate: () => Promise<string>,
 *   drain: (instance: string) => Promise<void>,
 *   stop: (instance: string) => Promise<void>,
 *   start: (instance: string) => Promise<void>,
 *   ready: (instance: string) => Promise<void>,
 *   log?: (line: string) => void,
 * }} steps
 */
export async function rollingDeploy({ instances, migrate, drain, stop, start, ready, log = console.log }) {
  // Expand first (decision 2102): the old build keeps serving on the migrated database.
  log(`migrations: ${await migrate()}`);
  for (const instance of instances) {
    const began = Date.now();
    await drain(instance);
    log(`instance ${instance}: drained (out of the balancer)`);
    await stop(instance);
    log(`instance ${instance}: stopped`);
    await start(instance);
    await ready(instance);
    log(`instance ${instance}: new build ready and back in the balancer (${Date.now() - began} ms)`);
  }
}

/** KEY=VALUE lines of a systemd EnvironmentFile (comments and blank lines skipped, quotes removed). */
function readEnvFile(file) {
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

async function main(argv) {
  const option = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : fallback;
  };
  const release = option('release');
  if (!release) throw new Error('--release <folder of the new build> is required');
  const instances = option('instances', '1,2,3').split(',');
  const envFile = option('env-file', '/etc/lancer/lancer.env');
  const stats = option('stats', 'http://127.0.0.1:8404/stats');
  const current = option('current', '/opt/lancer/current');
  const url = (instance) => `http://127.0.0.1:${3000 + Number(instance)}`;
  const inBalancer = async (instance, wanted) =>
    (await balancerStatus(stats).catch(() => ({})))[`lancer${instance}`] === wanted;

  await rollingDeploy({
    instances,
    migrate: async () =>
      run(process.execPath, [path.join(release, 'apps/server/dist/migrate-cli.js')], {
        env: { ...process.env, ...readEnvFile(envFile), NODE_ENV: 'production' },
        cwd: release,
      })
        .split('\n')
        .at(-1),
    drain: async (instance) => {
      run('systemctl', ['kill', '--signal=SIGTERM', `lancer@${instance}`]);
      await until(() => inBalancer(instance, 'DOWN'), `HAProxy to take lancer${instance} out`);
    },
    stop: async (instance) => {
      // systemd waits for the drained process to exit (its own SIGTERM is ignored while it drains).
      run('systemctl', ['stop', `lancer@${instance}`]);
      // Every instance started from here on runs the new build.
      if (instance === instances[0]) {
        const link = `${current}.next`;
        rmSync(link, { force: true });
        symlinkSync(path.resolve(release), link);
        renameSync(link, current);
      }
    },
    start: async (instance) => run('systemctl', ['start', `lancer@${instance}`]),
    ready: async (instance) => {
      await until(() => answersReady(url(instance)), `lancer@${instance} to be ready`, 120_000);
      await until(() => inBalancer(instance, 'UP'), `HAProxy to send to lancer${instance} again`);
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
