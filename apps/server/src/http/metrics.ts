import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { DatabaseHandle } from '../db/client';
import type { Services } from '../services';

const METRICS_PATH = '/metrics';

/** Seconds; from a cached read (a few ms) to an AI call or an upload (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The operation a request counts under: the contract operation's name for its routes (set on the
 * route's config by register-operations.ts), the route's pattern for the others (`/api/ready`,
 * `/api/files/:id`, `/ws/chat`), never the raw URL (ids and queries would make a series per call).
 */
function operationOf(request: FastifyRequest): string {
  const options = request.routeOptions;
  const operation = (options.config as { operation?: string } | undefined)?.operation;
  if (operation) return operation;
  return options.url ?? 'unmatched';
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The bearer token matches, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Depths = { pending: number; pendingCents: number; failed: number; mailPending: number };

/** The queues' depths in one read: the ledger's movements the provider has yet to make, mail owed. */
async function readDepths(services: Services): Promise<Depths> {
  const result = (await services.db.execute(sql`
    SELECT
      (SELECT count(*) FROM payment_outbox WHERE status = 'pending')::int AS pending,
      (SELECT coalesce(sum(amount_cents), 0) FROM payment_outbox WHERE status = 'pending')::bigint AS pending_cents,
      (SELECT count(*) FROM payment_outbox WHERE status = 'failed')::int AS failed,
      (SELECT count(*) FROM notifications WHERE mail IS NOT NULL AND mailed_at IS NULL)::int AS mail_pending
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0] ?? {};
  return {
    pending: Number(row.pending ?? 0),
    pendingCents: Number(row.pending_cents ?? 0),
    failed: Number(row.failed ?? 0),
    mailPending: Number(row.mail_pending ?? 0),
  };
}

/**
 * Prometheus metrics (decision 2100): per operation, the requests by status class, the errors by
 * status and a latency histogram; the chat sockets held; the payment outbox's pending and failed
 * movements and the mail owed; the database pool; prom-client's process metrics (event-loop lag,
 * memory, CPU, handles). Only when the operator says where to serve them: METRICS_PORT (a listener
 * of its own, METRICS_HOST, 127.0.0.1 by default) or METRICS_TOKEN (`GET /metrics` on the API's
 * port with `Authorization: Bearer <token>`), or both. Neither: nothing is counted at all.
 */
export async function registerMetrics(
  app: FastifyInstance,
  services: Services,
  database: DatabaseHandle,
  chatSockets: () => number,
) {
  const { metricsPort, metricsToken, metricsHost } = services.config;
  if (metricsPort === undefined && !metricsToken) return;
  const register = new Registry();
  collectDefaultMetrics({ register });

  const requests = new Counter({
    name: 'lancer_http_requests_total',
    help: 'HTTP requests answered, by contract operation (or route pattern) and status class',
    labelNames: ['operation', 'status_class'] as const,
    registers: [register],
  });
  const errors = new Counter({
    name: 'lancer_http_request_errors_total',
    help: 'HTTP requests answered 4xx or 5xx, by operation and status',
    labelNames: ['operation', 'status'] as const,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'lancer_http_request_duration_seconds',
    help: 'Time from the request to its answer, by operation',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS,
    registers: [register],
  });
  new Gauge({
    name: 'lancer_chat_sockets',
    help: 'Chat sockets this instance holds (signed in)',
    registers: [register],
    collect() {
      this.set(chatSockets());
    },
  });
  // One database read per scrape for all the depth gauges: the registry collects them at once, so
  // the first to ask starts the read and the others wait for the same one. A database away leaves
  // them as they were and counts the failure.
  let reading: Promise<Depths | null> | null = null;
  const depths = () =>
    (reading ??= readDepths(services)
      .catch(() => {
        scrapeFailures.inc();
        return null;
      })
      .finally(() => (reading = null)));
  const scrapeFailures = new Counter({
    name: 'lancer_metrics_read_failures_total',
    help: 'Scrapes whose database read of the queue depths failed (the depths keep their last values)',
    registers: [register],
  });
  new Gauge({
    name: 'lancer_ledger_pending_movements',
    help: 'Money movements in the payment outbox not yet made by the provider',
    registers: [register],
    async collect() {
      const now = await depths();
      if (now) this.set(now.pending);
    },
  });
  new Gauge({
    name: 'lancer_ledger_pending_movements_cents',
    help: 'The amount of the pending money movements, in cents',
    registers: [register],
    async collect() {
      const now = await depths();
      if (now) this.set(now.pendingCents);
    },
  });
  new Gauge({
    name: 'lancer_outbox_depth',
    help: 'Rows waiting in an outbox or queue: payment (pending), payment_failed (given up), mail (owed)',
    labelNames: ['queue'] as const,
    registers: [register],
    async collect() {
      const now = await depths();
      if (!now) return;
      this.set({ queue: 'payment' }, now.pending);
      this.set({ queue: 'payment_failed' }, now.failed);
      this.set({ queue: 'mail' }, now.mailPending);
    },
  });
  const pool = database.pool;
  if (pool)
    new Gauge({
      name: 'lancer_db_pool_connections',
      help: 'The PostgreSQL pool: connections open (total), idle, requests waiting for one, the most allowed (max)',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const now = pool();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, now[state]);
      },
    });

  // A callback hook (no promise per answer, decision 1930); /metrics itself is not counted.
  app.addHook('onResponse', (request, reply, done) => {
    const operation = operationOf(request);
    if (operation !== METRICS_PATH) {
      const status = reply.statusCode;
      requests.inc({ operation, status_class: statusClass(status) });
      if (status >= 400) errors.inc({ operation, status: String(status) });
      duration.observe({ operation }, reply.elapsedTime / 1000);
    }
    done();
  });

  if (metricsToken)
    app.get(METRICS_PATH, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, metricsToken))
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({
            error: { code: 'UNAUTHENTICATED', message: 'GET /metrics needs the METRICS_TOKEN bearer' },
          });
      return reply.type(register.contentType).send(await register.metrics());
    });

  if (metricsPort !== undefined) {
    const server: Server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      const allowed = !metricsToken || bearerMatches(request.headers.authorization, metricsToken);
      if (request.method !== 'GET' || path !== METRICS_PATH || !allowed) {
        response.writeHead(path === METRICS_PATH && !allowed ? 401 : 404).end();
        return;
      }
      register.metrics().then(
        (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics failed');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(metricsPort, metricsHost, () => resolve());
    });
    app.log.info(
      `Metrics on http://${metricsHost}:${(server.address() as { port: number }).port}${METRICS_PATH}`,
    );
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}
