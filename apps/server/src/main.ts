import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig(process.env);
const app = await buildApp(config);

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
app.log.info(`API listening on http://${config.host}:${config.port}`);
