#!/usr/bin/env node
/**
 * The one start command: installs everything, starts the API (embedded PGlite database, seeded
 * demo data), the web app and Storybook, prints where to open them, and stops them all on Ctrl-C.
 */
import { bin, installDependencies, root, start, stopAll, waitForUrl } from './lib/run.mjs';

installDependencies();

const ports = { api: 3000, web: 5173, storybook: 6006 };
const children = [
  start('api', bin('tsx'), ['apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(ports.api), SEED_DEMO: process.env.SEED_DEMO ?? 'if-empty' },
  }),
  start('web', bin('vite'), ['--port', String(ports.web), '--strictPort'], {
    cwd: `${root}/apps/web`,
    env: { ...process.env, API_URL: `http://127.0.0.1:${ports.api}` },
  }),
  start('storybook', bin('storybook'), ['dev', '-p', String(ports.storybook), '--no-open', '--ci'], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the API, the web app and Storybook…');
  stopAll(children);
  setTimeout(() => process.exit(code), 1500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => !stopping && code && stop(code));

const [api, web, storybook] = await Promise.all([
  waitForUrl(`http://127.0.0.1:${ports.api}/api/health`),
  waitForUrl(`http://127.0.0.1:${ports.web}/`),
  waitForUrl(`http://127.0.0.1:${ports.storybook}/`, 240_000),
]);

console.log(`
Lancer is running (Ctrl-C stops everything):
  Web app    http://127.0.0.1:${ports.web}/      ${web ? '' : '(not answering yet)'}
  API        http://127.0.0.1:${ports.api}/api/docs ${api ? '' : '(not answering yet)'}
  Storybook  http://127.0.0.1:${ports.storybook}/      ${storybook ? '' : '(not answering yet)'}

Demo sign-ins (password: lancer-demo-1):
  client@lancer.test      a client with requests and a project
  ada@lancer.test         a provider, ready to receive money
  lin@lancer.test         a provider, not ready yet
  admin@lancer.test       an administrator
`);
