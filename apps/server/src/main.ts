import { buildApp } from './app';
import { loadConfig } from './config';
import { demoSigninText, isEmpty, seedDemo } from './db/seed';
import { seedExtensions } from './db/seed-extensions';

const config = loadConfig(process.env);
const app = await buildApp(config);

if (config.seedDemo === 'always' || (config.seedDemo === 'if-empty' && (await isEmpty(app.services.db)))) {
  await seedDemo(app.services, seedExtensions);
  app.log.info('Demo data loaded');
}

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
app.log.info(`API listening on http://${config.host}:${config.port} (docs at /api/docs)`);
if (config.seedDemo !== 'never') console.log(demoSigninText());
