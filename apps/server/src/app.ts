import Fastify from 'fastify';

import type { ServerConfig } from './config';

export async function buildApp(config: ServerConfig) {
  const app = Fastify({ logger: { level: config.logLevel } });
  app.get('/api/health', async () => ({ ok: true }));
  return app;
}
