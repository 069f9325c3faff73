import multipart from '@fastify/multipart';
import { operations } from '@lancer/api/contract/index';
import type { Operation } from '@lancer/api/contract/operation';
import Fastify from 'fastify';

import { createAiProvider } from './ai/ai-provider';
import { createAccessTokens } from './user/access-token';
import { registerChatSocket } from './chat/chat-socket';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { handlers } from './handlers';
import { installErrorHandling, toErrorResponse } from './http/error-handler';
import { registerExtraRoutes } from './http/extra-routes';
import { registerDocs } from './http/openapi';
import { registerOperations } from './http/register-operations';
import { createMailer } from './mail/mailer';
import { createSandboxGateway } from './payment/sandbox-gateway';
import { registerSandboxInvoices } from './payment/sandbox-invoice';
import { createStripeGateway } from './payment/stripe-gateway';
import { registerStripeWebhook } from './payment/stripe-webhook';
import type { Services } from './services';
import { createProfileCache } from './user/profile-cache';

export type BuildOptions = {
  /** Use this database instead of opening one from the config (tests share nothing otherwise). */
  database?: DatabaseHandle;
  /** In-memory PGlite started from this dump (tests). */
  loadDataDir?: Blob;
};

export async function buildApp(config: ServerConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: Math.ceil(config.maxUploadBytes * 1.4) + 64 * 1024,
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
    // Errors raised before routing (a bad URL encoding, ...) get the same JSON body as the rest.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorResponse(error);
      void (reply as unknown as { status: (code: number) => { send: (payload: unknown) => unknown } })
        .status(status)
        .send(body);
    },
  });
  const database = options.database ?? (await openDatabase({ ...config, loadDataDir: options.loadDataDir }));
  await migrate(database);

  const sandbox = createSandboxGateway({ publicUrl: config.publicUrl, secret: config.jwtSecret });
  const payments = config.stripeSecretKey
    ? createStripeGateway({
        secretKey: config.stripeSecretKey,
        apiBase: config.stripeApiBase,
        publicUrl: config.publicUrl,
        webUrl: config.webUrl,
      })
    : sandbox;
  const services: Services = {
    config,
    db: database.db,
    tokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    mail: createMailer({ db: database.db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    payments,
    ai: createAiProvider({
      baseUrl: config.aiBaseUrl,
      apiKey: config.aiApiKey,
      model: config.aiModel,
      timeoutMs: config.aiTimeoutMs,
    }),
    profiles: await createProfileCache({
      ttlMs: config.profileCacheTtlMs ?? (database.kind === 'postgres' && !config.redisUrl ? 1_000 : 30_000),
      redisUrl: config.redisUrl,
      log: app.log,
    }),
    log: app.log,
  };

  installErrorHandling(app);
  const allOperations = operations as unknown as Record<string, Operation>;
  const [uploads, others] = partition(allOperations, (operation) => Boolean(operation.multipart));
  registerOperations(app, { operations: others, handlers, services });
  // The multipart plugin adds hooks to every request of its scope: only the upload routes have it.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: Math.max(config.maxUploadBytes, config.maxAttachmentBytes), files: 1, fields: 10 },
    });
    registerOperations(scope, { operations: uploads, handlers, services });
  });
  registerExtraRoutes(app, services, payments === sandbox ? sandbox : undefined);
  if (payments !== sandbox) await registerStripeWebhook(app, services);
  registerSandboxInvoices(app, database.db);
  await registerChatSocket(app, services);
  registerDocs(app, allOperations);

  app.addHook('onClose', async () => {
    await services.profiles.close();
    if (!options.database) await database.close();
  });
  app.decorate('services', services);
  app.decorate('database', database);
  return app;
}

const partition = (all: Record<string, Operation>, test: (operation: Operation) => boolean) => {
  const entries = Object.entries(all);
  return [
    Object.fromEntries(entries.filter(([, op]) => test(op))),
    Object.fromEntries(entries.filter(([, op]) => !test(op))),
  ] as const;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: DatabaseHandle;
  }
}
