import { existsSync } from 'node:fs';
import path from 'node:path';

import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { operations } from '@lancer/api/contract/index';
import { unsubscribeMail } from '@lancer/api/contract/notification';
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
import { registerApiHeaders } from './http/api-headers';
import { registerCors } from './http/cors';
import { createRateLimits } from './http/rate-limits';
import { registerHealthRoutes, type Lifecycle } from './http/health-routes';
import { registerWebApp } from './http/web-app';
import { registerProfilePages } from './review/profile-page';
import { serverRoot } from './lib/server-root';
import { registerDocs } from './http/openapi';
import { registerOperations } from './http/register-operations';
import { createMailer } from './mail/mailer';
import { startMailJobs } from './notification/notification-mail';
import { acceptFormBodies } from './http/form-body';
import { createSandboxGateway } from './payment/sandbox-gateway';
import { registerSandboxInvoices } from './payment/sandbox-invoice';
import { closeHourlyWork } from './hourly/hourly-service';
import { tellNewDevice } from './notification/new-device-alert';
import { startHourlySettler } from './hourly/hourly-settler';
import { startMoneySender } from './payment/money-sender';
import { createClock, registerTestClock } from './hourly/test-clock';
import { setFileLinkSecret } from './files/file-links';
import { registerFileRoute } from './files/file-route';
import { registerSitemap } from './review/sitemap';
import { registerSandboxPages } from './payment/sandbox-pages';
import { startUnreadNotices } from './chat/unread-notice';
import { startOfferExpiry } from './offer/offer-expiry';
import { startWebhookSender } from './webhook/webhook-sender';
import { createSessionEnds } from './http/session-ends';
import { createStripeGateway } from './payment/stripe-gateway';
import { registerStripeWebhook } from './payment/stripe-webhook';
import type { Services } from './services';
import { createProfileCache } from './user/profile-cache';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { requestIdOf } from './http/request-id';
import { registerMetrics } from './http/metrics';

export type BuildOptions = {
  /** Use this database instead of opening one from the config (tests share nothing otherwise). */
  database?: DatabaseHandle;
  /** In-memory PGlite started from this dump (tests). */
  loadDataDir?: Blob;
};

export async function buildApp(config: ServerConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Every log line of a request carries its id, the caller's x-request-id when well formed (decision 2101).
    genReqId: requestIdOf,
    bodyLimit: Math.ceil(config.maxUploadBytes * 1.4) + 64 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // On close: idle keep-alive connections are closed at once, requests in flight finish, and a
    // request that arrives meanwhile on an open connection answers 503 (decision 0800).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
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

  setFileLinkSecret(config.jwtSecret);
  const sandbox = createSandboxGateway({
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    db: database.db,
  });
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
      imageModel: config.aiImageModel,
      timeoutMs: config.aiTimeoutMs,
    }),
    profiles: await createProfileCache({
      ttlMs: config.profileCacheTtlMs ?? (database.kind === 'postgres' && !config.redisUrl ? 1_000 : 30_000),
      redisUrl: config.redisUrl,
      log: app.log,
    }),
    limits: await createRateLimits(app, {
      rules: config.rateLimits,
      redisUrl: config.redisUrl,
      namespace: config.rateLimitNamespace,
      log: app.log,
    }),
    sessionEnds: await createSessionEnds({
      db: database.db,
      tokenLifeMs: config.accessTokenTtlSeconds * 1000,
      redisUrl: config.redisUrl,
      log: app.log,
    }),
    log: app.log,
    clock: createClock(),
    projectFinishing: [closeHourlyWork],
    tellNewDevice,
  };

  // Security headers on every /api answer, errors included (decision 1032).
  registerApiHeaders(app, config.production);
  // Pages on the listed origins may call /api from a browser (decision 1806).
  await registerCors(app, config.corsOrigins);
  // JSON, HTML, scripts and styles over 1 kB, gzip or brotli as the client asks.
  await app.register(compress, { global: true, threshold: 1024 });
  const webDist = config.webDist ?? (config.production ? path.join(serverRoot, '../web/dist') : undefined);
  const spaFallback =
    webDist && existsSync(path.join(webDist, 'index.html')) ? await registerWebApp(app, webDist) : undefined;
  if (config.webDist && !spaFallback) throw new Error(`WEB_DIST has no index.html: ${config.webDist}`);
  // Public profiles rendered with their data on each request (decision 1330).
  if (webDist && spaFallback) registerProfilePages(app, services, webDist);
  installErrorHandling(app, spaFallback);
  const lifecycle: Lifecycle = { draining: false };
  // While draining, every answer closes its connection: a keep-alive connection that finished its
  // request would otherwise hold the shutdown until its keep-alive timeout (72 s in Fastify).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Before any route: its onResponse hook counts every route (the chat sockets are read at scrape time).
  await registerMetrics(app, services, database, () => app.chatSockets.held());
  const allOperations = operations as unknown as Record<string, Operation>;
  const [uploads, rest] = partition(allOperations, (operation) => Boolean(operation.multipart));
  // RFC 8058: a mail client POSTs the one-click unsubscribe form-encoded (decision 1220).
  const [formPosts, others] = partition(rest, (operation) => operation === unsubscribeMail);
  registerOperations(app, { operations: others, handlers, services });
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    registerOperations(scope, { operations: formPosts, handlers, services });
  });
  // The multipart plugin adds hooks to every request of its scope: only the upload routes have it.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: Math.max(config.maxUploadBytes, config.maxAttachmentBytes), files: 1, fields: 10 },
    });
    registerOperations(scope, { operations: uploads, handlers, services });
  });
  // Routes outside the contract: uploaded files (FILE-ACCESS), the sitemap, the sandbox payment pages.
  registerFileRoute(app, services);
  registerSitemap(app, services);
  if (payments === sandbox) registerSandboxPages(app, services, sandbox);
  if (payments !== sandbox) await registerStripeWebhook(app, services);
  registerSandboxInvoices(app, database.db);
  registerTestClock(app, services.clock, config.testClock && !config.production);
  await registerChatSocket(app, services);
  registerHealthRoutes(app, services, {
    lifecycle,
    redisReady: config.redisUrl ? () => app.chatHub.isReady() : undefined,
  });
  registerDocs(app);
  const mailJobs = startMailJobs(services, config.notificationMailEveryMs);

  const stopSettler = startHourlySettler(services, database, config.hourlySettleIntervalMs, (error) =>
    app.log.error({ err: error }, 'Settling the hourly weeks due failed'),
  );

  const stopMoneySender = startMoneySender(services, config.moneySendIntervalMs, (error) =>
    app.log.error({ err: error }, 'Sending the money movements due failed'),
  );

  const stopUnreadNotices = startUnreadNotices(services, database, config.unreadNoticeIntervalMs, (error) =>
    app.log.error({ err: error }, 'Telling of the unread messages failed'),
  );

  const stopOfferExpiry = startOfferExpiry(services, config.offerExpireIntervalMs, (error) =>
    app.log.error({ err: error }, 'Expiring the direct offers due failed'),
  );

  const stopWebhookSender = startWebhookSender(services, config.webhookSendIntervalMs, (error) =>
    app.log.error({ err: error }, 'Sending the webhook deliveries due failed'),
  );

  app.addHook('onClose', async () => {
    await stopWebhookSender();
    await stopSettler();
    await stopMoneySender();
    await stopUnreadNotices();
    await stopOfferExpiry();
    await mailJobs.stop();
    await services.profiles.close();
    await services.limits.close();
    await services.sessionEnds.close();
    if (!options.database) await database.close();
  });
  app.decorate('services', services);
  app.decorate('database', database);
  app.decorate('lifecycle', lifecycle);
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
    lifecycle: Lifecycle;
  }
}
