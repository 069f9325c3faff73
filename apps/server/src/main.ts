import { buildApp } from './app';
import { loadConfig } from './config';
import { SEED_LOCK_ID, withAdvisoryLock } from './db/migrate';
import { demoSigninText, isEmpty, seedDemo } from './demo/seed';
import { seedExtensions } from './demo/seed-extensions';

const config = loadConfig(process.env);
const app = await buildApp(config);

// Instances starting together take turns: the first loads the demo data, the others find it there.
if (config.seedDemo !== 'never') {
  await withAdvisoryLock(app.database, SEED_LOCK_ID, async () => {
    if (config.seedDemo === 'always' || (await isEmpty(app.services.db))) {
      await seedDemo(app.services, seedExtensions);
      app.log.info('Demo data loaded');
    }
  });
}

/**
 * SIGTERM (a deploy, a scale-in) drains: readiness answers 503 at once so the load balancer stops
 * sending, and for DRAIN_DELAY_MS new requests are still served (each answer closes its connection)
 * while the balancer notices: closing the listener at once reset connections the kernel had already
 * accepted (decision 1031). Then the listener closes, idle keep-alive connections close, chat
 * sockets close with 1001 (their clients reconnect elsewhere), requests in flight finish, the
 * database closes and the process exits. Past SHUTDOWN_TIMEOUT_MS, counted from the signal, it
 * exits anyway (decision 0800).
 */
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.lifecycle.draining = true;
  app.log.info(`${signal}: draining for ${config.drainDelayMs} ms, then closing`);
  setTimeout(() => {
    app.log.error(`Shutdown took over ${config.shutdownTimeoutMs} ms; exiting`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  setTimeout(() => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  }, config.drainDelayMs);
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`API listening on http://${config.host}:${config.port} (docs at /api/docs)`);
if (config.seedDemo !== 'never') console.log(demoSigninText(config));
