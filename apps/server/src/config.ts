import { readPasskeyHosts } from '@lancer/api/rules/passkeys';
import type { LimitRules } from '@lancer/api/rules/rate-limits';

import { readLimitRules } from './lib/rate-limit-rules';
import { readTrustProxy, type TrustProxy } from './lib/trust-proxy';

export type ServerConfig = {
  host: string;
  port: number;
  /** PGlite data folder, used when databaseUrl is not set; 'memory://' keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Secret that signs access tokens (HS256). */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long a just-rotated refresh token may be presented again (tabs refreshing at once) and get
   * a new one of its family instead of revoking it (decision 1021). REFRESH_TOKEN_REUSE_GRACE, 30 s.
   */
  refreshTokenReuseGraceSeconds: number;
  /** Validate every response against the contract (dev and tests; off in production for speed). */
  validateResponses: boolean;
  /** 'always' | 'if-empty' | 'never': load the demo data at start. */
  seedDemo: 'always' | 'if-empty' | 'never';
  /**
   * The demo accounts' password (DEMO_PASSWORD). Outside production the published demo one when
   * unset; production refuses SEED_DEMO without it, and never prints it.
   */
  demoPassword: string;
  /** Public URL of this API, used in links the server hands out (sandbox payment pages). */
  publicUrl: string;
  /** Where the web app lives, for redirects after onboarding or checkout. */
  webUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where messages from the public contact form are mailed. */
  contactTo: string;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Base URL of Stripe's API; tests point it at a local fake. */
  stripeApiBase: string;
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string;
  /** How long one AI call may take before it answers 504 AI_FAILED (ms); images get 3 times as long. */
  aiTimeoutMs: number;
  /** The image model the endpoint's /images/generations is asked for. */
  aiImageModel: string;
  redisUrl: string | undefined;
  /**
   * How long fetch-profile's cached answer lives (ms; 0 turns the cache off). Undefined: 30 s,
   * or 1 s on PostgreSQL without Redis (other instances cannot tell this one of their writes).
   */
  profileCacheTtlMs: number | undefined;
  /**
   * Calls allowed per email, user and client address in a window, for sign-in, code sending, AI,
   * contact, uploads, payment provider calls, reports, new conversations and invitations (decision 1010): `<NAME>_LIMIT_PER_<SUBJECT>`, `<NAME>_LIMIT_WINDOW`.
   */
  rateLimits: LimitRules;
  /**
   * The proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY: a hop count or a
   * comma list of addresses and CIDR ranges); false, the default: no forwarded header is believed.
   */
  trustProxy: TrustProxy;
  /**
   * PASSKEYS (decision 1025): the hosts that are relying parties, each with its subdomains
   * (PASSKEY_HOSTS, comma separated); by default lancer.com and lancer.cn, and localhost outside
   * production.
   */
  passkeyHosts: readonly string[];
  /**
   * Origins a browser page may call /api from (CORS_ORIGINS, comma separated, each
   * `scheme://host[:port]`); empty, the default: no other origin may (decision 1806).
   */
  corsOrigins: string[];
  /** Prefix of the rate-limit keys in Redis (RATE_LIMIT_NAMESPACE); deployments sharing a Redis set their own. */
  rateLimitNamespace: string;
  maxUploadBytes: number;
  /** Attachments of job posts and proposals, and payment proofs. */
  maxAttachmentBytes: number;
  /** NODE_ENV=production: secrets required, no response validation, web app served from webDist. */
  production: boolean;
  /**
   * The web app's build (index.html, assets/) that this server serves with the API; undefined:
   * WEB_DIST, or apps/web/dist in production when it exists (app.ts), otherwise none.
   */
  webDist: string | undefined;
  /** Longest a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * After a SIGTERM, how long the instance keeps serving new requests with readiness at 503, so
   * the load balancer stops sending before the listener closes (decision 1031).
   */
  drainDelayMs: number;
  /** How often /ws/chat pings each socket and sends a heartbeat frame; no pong by the next one closes it (decision 1030). */
  chatHeartbeatMs: number;
  /**
   * How often this instance sends the day's notification digests and mails a stopped sender left
   * (NOTIFICATION_MAIL_EVERY_MS, 5 min; 0: never, e.g. a test that calls the job itself). Decision 1220.
   */
  notificationMailEveryMs: number;
  /** TEST_CLOCK=1: POST /api/test/clock moves the hourly area's clock (decision 1400); refused in production. */
  testClock: boolean;
  /** HOURLY_SETTLE_INTERVAL_MS: how often unreviewed hourly weeks past their review are approved (0: never). */
  hourlySettleIntervalMs: number;
  /** MONEY_SEND_INTERVAL_MS: how often money movements left pending are sent again (decision 2010; 0: never). */
  moneySendIntervalMs: number;
  /** UNREAD_NOTICE_INTERVAL_MS: how often messages left unread are told of (message_received; 0: never). */
  unreadNoticeIntervalMs: number;
  /** OFFER_EXPIRE_INTERVAL_MS: how often open direct offers past their expiry are stored EXPIRED and both sides told (decision 2202; 0: never). */
  offerExpireIntervalMs: number;
  /**
   * WEBHOOK-SSRF (decision 1808): WEBHOOK_ALLOW_PRIVATE=1 lets webhook endpoints be http:// and on
   * loopback or private addresses (a receiver on the developer's machine); on by default outside
   * production, off in production unless set.
   */
  webhookAllowPrivate: boolean;
  /** WEBHOOK_SEND_INTERVAL_MS: how often webhook deliveries due (retries, a stopped sender's) are sent (0: never). */
  webhookSendIntervalMs: number;
  /** WEBHOOK_TIMEOUT_MS: how long one delivery waits for the receiver's answer before it counts as failed. */
  webhookTimeoutMs: number;
  /**
   * FAULT_MONEY_CRASH_AT=<point>[:<kind>]: the process kills itself (SIGKILL) when sending a money
   * movement reaches that point (money-sender.ts), for the crash tests of the production build;
   * unset, as everywhere else, nothing happens.
   */
  moneyCrashAt: string | undefined;
  /**
   * METRICS_PORT: Prometheus metrics on a listener of their own (METRICS_HOST, 127.0.0.1 unless
   * set), not reachable through the public port. Decision 2100.
   */
  metricsPort: number | undefined;
  metricsHost: string;
  /** METRICS_TOKEN: the bearer `GET /metrics` needs (on the API's port; on METRICS_PORT too when set). */
  metricsToken: string | undefined;
};

const seedModes = ['always', 'if-empty', 'never'] as const;

/** The demo accounts' password in development and tests (the README gives it). */
export const PUBLISHED_DEMO_PASSWORD = 'lancer-demo-1';

/**
 * Nothing pretends in production (decision 1000): without a payment provider or an SMTP relay the
 * process refuses to start unless the operator says so in words, PAYMENTS=sandbox (simulated card
 * payments, no money moves) or MAIL=log (mails, sign-in codes included, written to the log). The
 * dev and test forms fall back to both on their own. PAYMENTS=sandbox and MAIL=log win over keys.
 */
function readPretendModes(env: NodeJS.ProcessEnv, production: boolean) {
  const payments = env.PAYMENTS || undefined;
  const mail = env.MAIL || undefined;
  if (payments && payments !== 'stripe' && payments !== 'sandbox')
    throw new Error(`PAYMENTS must be "stripe" or "sandbox" (it is "${payments}")`);
  if (mail && mail !== 'smtp' && mail !== 'log')
    throw new Error(`MAIL must be "smtp" or "log" (it is "${mail}")`);
  const paymentsSandbox = payments === 'sandbox';
  const mailToLog = mail === 'log';
  if (!paymentsSandbox && (production || payments === 'stripe')) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set for real card payments; ' +
          'set PAYMENTS=sandbox to run on simulated payments that move no money (every page then says so)',
      );
  }
  if (!mailToLog && (production || mail === 'smtp') && !env.SMTP_URL)
    throw new Error(
      'SMTP_URL must be set so that mail (sign-in codes) is really sent; ' +
        'set MAIL=log to write every mail, sign-in codes included, to the log instead (every page then says so)',
    );
  return { paymentsSandbox, mailToLog };
}

/** A guessable metrics token would publish the business's numbers: 24 characters or more. */
function readMetricsToken(raw: string | undefined) {
  if (!raw) return undefined;
  if (raw.length < 24) throw new Error('METRICS_TOKEN must be 24 characters or more');
  return raw;
}

/**
 * CORS_ORIGINS: exact origins only. A wildcard, a path or a trailing slash is refused at start
 * rather than read as something the operator did not mean (decision 1806).
 */
export function readCorsOrigins(value: string | undefined): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of listed) {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== entry || !/^https?:$/.test(new URL(entry).protocol))
      throw new Error(
        `CORS_ORIGINS lists "${entry}", which is not an origin: write each as scheme://host[:port], with no path, no trailing slash and no wildcard`,
      );
  }
  return listed;
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const seed = env.SEED_DEMO as ServerConfig['seedDemo'] | undefined;
  if (production) {
    // Secrets have no defaults in production (decision 0800).
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32)
      throw new Error('JWT_SECRET must be set in production (32 characters or more)');
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      throw new Error('STRIPE_WEBHOOK_SECRET must be set in production when STRIPE_SECRET_KEY is');
    // The test clock moves the hourly area's time (decision 1400): never in production.
    if (env.TEST_CLOCK) throw new Error('TEST_CLOCK is for tests only and cannot be set in production');
    // The published demo password would open the console to anyone (docs/security.md).
    if (seed && seed !== 'never' && !env.DEMO_PASSWORD)
      throw new Error(
        'SEED_DEMO needs DEMO_PASSWORD in production: the demo accounts (an administrator among them) ' +
          'sign in with it, and the published demo password is never used there',
      );
  }
  const { paymentsSandbox, mailToLog } = readPretendModes(env, production);
  const publicUrl = env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? '.data/pglite',
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET ?? 'lancer-dev-secret-change-me-in-production',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    refreshTokenReuseGraceSeconds: Number(env.REFRESH_TOKEN_REUSE_GRACE ?? 30),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : !production,
    seedDemo: seed && seedModes.includes(seed) ? seed : 'never',
    demoPassword: env.DEMO_PASSWORD || PUBLISHED_DEMO_PASSWORD,
    publicUrl,
    // In production the same server serves the web app: its URL is the public one.
    webUrl: env.WEB_URL ?? (production ? publicUrl : 'http://127.0.0.1:5173'),
    smtpUrl: mailToLog ? undefined : env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lancer <no-reply@lancer.test>',
    contactTo: env.CONTACT_TO ?? 'hello@lancer.test',
    stripeSecretKey: paymentsSandbox ? undefined : env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: paymentsSandbox ? undefined : env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com',
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL ?? 'gpt-4o-mini',
    aiTimeoutMs: Number(env.AI_TIMEOUT_MS ?? 60_000),
    aiImageModel: env.AI_IMAGE_MODEL ?? 'dall-e-2',
    redisUrl: env.REDIS_URL || undefined,
    profileCacheTtlMs: env.PROFILE_CACHE_TTL_MS ? Number(env.PROFILE_CACHE_TTL_MS) : undefined,
    rateLimits: readLimitRules(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    passkeyHosts: readPasskeyHosts(env.PASSKEY_HOSTS, production),
    corsOrigins: readCorsOrigins(env.CORS_ORIGINS),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE ?? 'lancer-limit:',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 2 * 1024 * 1024),
    maxAttachmentBytes: Number(env.MAX_ATTACHMENT_BYTES ?? 10 * 1024 * 1024),
    production,
    webDist: env.WEB_DIST || undefined,
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 25_000),
    drainDelayMs: Number(env.DRAIN_DELAY_MS ?? (production ? 5_000 : 0)),
    chatHeartbeatMs: Number(env.CHAT_HEARTBEAT_MS ?? 25_000),
    notificationMailEveryMs: Number(env.NOTIFICATION_MAIL_EVERY_MS ?? 300_000),
    testClock: env.TEST_CLOCK === '1',
    hourlySettleIntervalMs: Number(env.HOURLY_SETTLE_INTERVAL_MS ?? 60_000),
    moneySendIntervalMs: Number(env.MONEY_SEND_INTERVAL_MS ?? 30_000),
    unreadNoticeIntervalMs: Number(env.UNREAD_NOTICE_INTERVAL_MS ?? 60_000),
    offerExpireIntervalMs: Number(env.OFFER_EXPIRE_INTERVAL_MS ?? 60_000),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE ? env.WEBHOOK_ALLOW_PRIVATE === '1' : !production,
    webhookSendIntervalMs: Number(env.WEBHOOK_SEND_INTERVAL_MS ?? 10_000),
    webhookTimeoutMs: Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000),
    moneyCrashAt: env.FAULT_MONEY_CRASH_AT || undefined,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
  };
}
