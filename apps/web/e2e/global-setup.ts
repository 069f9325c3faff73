import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { startFakeAi } from '../../server/test/helpers/fake-ai';
import { runReconcile } from '../../server/test/helpers/reconcile-command';
import { assertPortsFree } from './free-ports';
import { E2E_API_PORT, E2E_WEB_PORT, integratorOrigin } from './ports';
import { DEMO_PASSWORD } from './signin-helpers';

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000}s`);
}

function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile?: string },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const log = options.logFile ? createWriteStream(options.logFile) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output += chunk;
      log?.write(chunk);
    });
  }
  child.on(
    'exit',
    (code) => code && code !== 143 && console.error(`[e2e ${name}] exited ${code}\n${output.slice(-4000)}`),
  );
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Stops an API, then compares its database's ledger with its payment records (LEDGER-RECONCILE,
 * decision 2000) with the reconciliation command, which opens the PGlite folder once the API has
 * let it go. Answers the command's lines, or a failure message when there is any difference.
 */
async function stopAndReconcile(name: string, api: ChildProcess, env: NodeJS.ProcessEnv) {
  if (api.pid && api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
  await exited(api);
  const { code, lines } = await runReconcile({ ...env, SEED_DEMO: 'never' });
  console.log(`[e2e ${name}] reconciliation: ${lines.join('; ')}`);
  return code === 0 ? null : `The ledger of ${name} disagrees with its payment records:\n${lines.join('\n')}`;
}

/** The e2e run's teardown: every API's reconciliation must find 0 differences. */
async function reconcileAll(checks: Promise<string | null>[]) {
  const failures = (await Promise.all(checks)).filter((failure) => failure !== null);
  if (failures.length === 0) return;
  // Vitest reports an error thrown by a teardown but still exits 0: the exit code says it here.
  process.exitCode = 1;
  throw new Error(failures.join('\n'));
}

/**
 * End-to-end tests run against the real product: the API on a fresh embedded database with the
 * demo data, and the production build of the web app served by `vite preview`. One such pair per
 * worker (E2E_SERVERS, 2 by default: the project's maxWorkers), so files running at once never
 * share data; pair i listens on E2E_API_PORT + i and E2E_WEB_PORT + i.
 */
export default async function setup(project: TestProject) {
  const webDist = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(webDist) || process.env.E2E_REBUILD === '1') {
    const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      // Vitest runs with NODE_ENV=test, and Vite builds with the NODE_ENV it is given: inherited, it
      // shipped React's development build (a third more code, every render profiled), and Lighthouse
      // then measured that rather than the production build CI's budgets step makes (decision 1930).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('Building the web app failed');
  }
  const count = Number(process.env.E2E_SERVERS ?? project.config.maxWorkers ?? 1);
  await assertPortsFree(
    Array.from({ length: count }, (_, index) => [E2E_API_PORT + index, E2E_WEB_PORT + index]).flat(),
  );
  // The lab's AI calls go to the local fake of the OpenAI-compatible protocol the server tests use.
  const fakeAi = await startFakeAi();
  if (process.env.E2E_PRODUCTION === '1')
    return startProduction(project, mkdtempSync(path.join(tmpdir(), 'lancer-e2e-')), fakeAi);
  const pairs = Array.from({ length: count }, (_, index) => startPair(index, fakeAi.url));
  try {
    await Promise.all(pairs.map((pair) => pair.ready));
  } catch (error) {
    for (const pair of pairs) pair.stop();
    void fakeAi.close();
    throw error;
  }
  project.provide(
    'servers',
    pairs.map(({ webUrl, apiLogFile }) => ({ webUrl, apiLogFile })),
  );
  return async () => {
    try {
      await reconcileAll(pairs.map((pair) => pair.stopAndReconcile()));
    } finally {
      void fakeAi.close();
    }
  };
}

/** What every end-to-end API is started with, in either form: its own demo data and the fake AI. */
function demoApiEnv(dataDir: string, aiBaseUrl: string) {
  return {
    DATA_DIR: path.join(dataDir, 'db'),
    SEED_DEMO: 'always',
    LOG_LEVEL: 'info',
    // One server serves every end-to-end file of its worker, and they sign the same demo users in
    // dozens of times from one address: the sign-in limits (tested in apps/server/test) would
    // refuse them.
    SIGNIN_LIMIT_PER_EMAIL: '1000',
    SIGNIN_LIMIT_PER_ADDRESS: '10000',
    // The demo administrator's sign-ins take a code of its second factor each (decision 1026), a
    // new 30-second step each time; the factor limit counts every code typed, right or wrong, and
    // a run signs the administrator in far more than 5 times in 15 minutes. The real limit is
    // proven by the server's tests; second-factor.e2e.test.ts sees the count go down.
    FACTOR_LIMIT_PER_EMAIL: '1000',
    FACTOR_LIMIT_PER_ADDRESS: '10000',
    // Likewise the costly calls: every file pays, reports and writes as the same demo users.
    PAYMENT_LIMIT_PER_USER: '10000',
    PAYMENT_LIMIT_PER_ADDRESS: '10000',
    REPORT_LIMIT_PER_USER: '10000',
    REPORT_LIMIT_PER_ADDRESS: '10000',
    CONVERSATION_LIMIT_PER_USER: '10000',
    CONVERSATION_LIMIT_PER_ADDRESS: '10000',
    MAIL_LIMIT_PER_USER: '10000',
    MAIL_LIMIT_PER_ADDRESS: '10000',
    // The web server in front (vite preview) runs on this machine and passes X-Forwarded-For on;
    // a test that needs an address of its own sends one.
    TRUST_PROXY: 'loopback',
    // A page on another origin calls the API with a personal access token (integrator.e2e.test.ts).
    CORS_ORIGINS: [1, 2, 3, 4].map(integratorOrigin).join(','),
    AI_BASE_URL: aiBaseUrl,
    AI_MODEL: 'tiny',
  };
}

/**
 * The API on its own fresh database and `vite preview` in front of it, on ports base + index. A
 * test that needs an API configured otherwise (a short token life) starts one of its own with
 * other ports and `apiEnv`.
 */
export function startPair(
  index: number,
  aiBaseUrl: string,
  { apiPort = E2E_API_PORT + index, webPort = E2E_WEB_PORT + index, apiEnv = {} as NodeJS.ProcessEnv } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lancer-e2e-'));
  const webUrl = `http://127.0.0.1:${webPort}`;
  const env = { ...process.env, NODE_ENV: 'test' };
  // The API's log is where the dev outbox prints mailed sign-in codes; the tests read them there.
  const apiLogFile = path.join(dataDir, 'api.log');
  const fullApiEnv = {
    ...env,
    ...demoApiEnv(dataDir, aiBaseUrl),
    PORT: String(apiPort),
    WEB_URL: webUrl,
    // The API renders the public profiles (/providers/{flid}) with the web build's renderer (decision 1330).
    WEB_DIST: path.join(root, 'apps/web/dist'),
    // The hourly test closes a week by moving the server's hourly clock (decision 1400); never in production.
    TEST_CLOCK: '1',
    ...apiEnv,
  };
  const api = startChild(`api ${index}`, bin('tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    logFile: apiLogFile,
    env: fullApiEnv,
  });
  const web = startChild(
    `web ${index}`,
    bin('vite'),
    ['preview', '--port', String(webPort), '--strictPort'],
    {
      cwd: path.join(root, 'apps/web'),
      env: { ...env, API_URL: `http://127.0.0.1:${apiPort}` },
    },
  );
  const stop = () => {
    for (const child of [api, web])
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stopAndReconcileApi = async () => {
    if (web.pid && web.exitCode === null) process.kill(-web.pid, 'SIGTERM');
    try {
      return await stopAndReconcile(`API ${index}`, api, fullApiEnv);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const ready = (async () => {
    // Migrating and loading the demo data took over 90 s on the loaded machine (2026-12-07): a
    // file's own API (sessions.e2e.test.ts, under its 300 s hook) was given up on while starting.
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, `API ${index}`, 240_000);
    await waitFor(`${webUrl}/`, web, `web ${index}`);
  })();
  return { webUrl, apiLogFile, stop, stopAndReconcile: stopAndReconcileApi, ready };
}

/**
 * E2E_PRODUCTION=1: the same tests against the production form (decision 0800): the API built to
 * plain JavaScript and started with `node` in NODE_ENV=production, serving the web app's build
 * itself on one port, as `npm run build` and `npm run start:production` do.
 */
async function startProduction(
  project: TestProject,
  dataDir: string,
  fakeAi: Awaited<ReturnType<typeof startFakeAi>>,
) {
  const built = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('Building the server failed');
  const apiLogFile = path.join(dataDir, 'api.log');
  const url = `http://127.0.0.1:${E2E_WEB_PORT}`;
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'e2e-production-secret-0123456789abcdef',
    // The tests pay through the sandbox and read sign-in codes from the log (decision 1000).
    PAYMENTS: 'sandbox',
    MAIL: 'log',
    ...demoApiEnv(dataDir, fakeAi.url),
    // Production seeds demo accounts only with a password the operator chose; the tests sign in with this one.
    DEMO_PASSWORD: DEMO_PASSWORD,
    PORT: String(E2E_WEB_PORT),
    PUBLIC_URL: url,
    // The passkeys test opens the app on localhost, a relying party outside production (decision 1025).
    PASSKEY_HOSTS: 'lancer.com,lancer.cn,localhost',
  };
  const server = startChild('production', process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    logFile: apiLogFile,
    env: serverEnv,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    void fakeAi.close();
  };
  try {
    // PGlite initialises and loads the demo data first: minutes on a loaded machine.
    await waitFor(`${url}/api/ready`, server, 'production server', 300_000);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('servers', [{ webUrl: url, apiLogFile }]);
  return async () => {
    try {
      await reconcileAll([stopAndReconcile('production server', server, serverEnv)]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      void fakeAi.close();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One API and web app per worker: the web app's address and the API's log. */
    servers: { webUrl: string; apiLogFile: string }[];
  }
}
