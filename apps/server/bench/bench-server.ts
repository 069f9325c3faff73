/**
 * The servers under test, in their own process (run-bench.ts forks this file): the Lancer API on
 * an in-memory PGlite (or PostgreSQL, BENCH_DATABASE_URL) with the demo data, and a bare Fastify JSON route. The load generator
 * lives in the parent process, so it does not share an event loop with the server it measures
 * (they still share the machine's cores).
 */
import Fastify from 'fastify';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/demo/seed';
import { seedExtensions } from '../src/demo/seed-extensions';
import { createScratchDatabase } from '../test/helpers/postgres';

// BENCH_DATABASE_URL (a PostgreSQL the bench may create databases on): a fresh database, dropped after.
const scratch = process.env.BENCH_DATABASE_URL
  ? await createScratchDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
if (scratch && 'skip' in scratch) throw new Error(scratch.skip);

const app = await buildApp({
  ...loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    SIGNIN_LIMIT_PER_ADDRESS: '1000000',
    // Production refuses to start without a payment provider and a mail relay unless told to pretend (decision 1000).
    PAYMENTS: 'sandbox',
    MAIL: 'log',
  }),
  dataDir: 'memory://',
  databaseUrl: scratch?.url,
  logLevel: 'silent',
  // Production settings: response validation is off there (config.validateResponses).
  validateResponses: process.env.VALIDATE_RESPONSES === '1',
});
await seedDemo(app.services, seedExtensions);
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true, name: 'bare', items: [1, 2, 3] }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const stop = async () => {
  await bare.close();
  await app.close();
  await scratch?.drop();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
  // The CPU time this process has used (µs): the parent divides it by the requests of a round.
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ cpu: user + system });
  }
});
process.on('disconnect', () => void stop());
process.send!({ apiUrl, bareUrl });
