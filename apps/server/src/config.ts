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
  /** Validate every response against the contract (dev and tests; off in production for speed). */
  validateResponses: boolean;
  /** 'always' | 'if-empty' | 'never': load the demo data at start. */
  seedDemo: 'always' | 'if-empty' | 'never';
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
  /** How long the AI endpoint may take to start answering, and to send the next piece of a stream. */
  aiTimeoutMs: number;
  redisUrl: string | undefined;
  /**
   * How long fetch-profile's cached answer lives (ms; 0 turns the cache off). Undefined: 30 s,
   * or 1 s on PostgreSQL without Redis (other instances cannot tell this one of their writes).
   */
  profileCacheTtlMs: number | undefined;
  /** Sign-in attempts allowed per window, per email and per client address. */
  signinLimitPerEmail: number;
  signinLimitPerAddress: number;
  signinLimitWindowSeconds: number;
  maxUploadBytes: number;
  /** Attachments of job posts and proposals, and payment proofs. */
  maxAttachmentBytes: number;
};

const seedModes = ['always', 'if-empty', 'never'] as const;

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const seed = env.SEED_DEMO as ServerConfig['seedDemo'] | undefined;
  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? '.data/pglite',
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET ?? 'lancer-dev-secret-change-me-in-production',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : !production,
    seedDemo: seed && seedModes.includes(seed) ? seed : 'never',
    publicUrl: env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    webUrl: env.WEB_URL ?? 'http://127.0.0.1:5173',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lancer <no-reply@lancer.test>',
    contactTo: env.CONTACT_TO ?? 'hello@lancer.test',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com',
    aiBaseUrl: env.AI_BASE_URL || undefined,
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL ?? 'gpt-4o-mini',
    aiTimeoutMs: Number(env.AI_TIMEOUT_MS ?? 60_000),
    redisUrl: env.REDIS_URL || undefined,
    profileCacheTtlMs: env.PROFILE_CACHE_TTL_MS ? Number(env.PROFILE_CACHE_TTL_MS) : undefined,
    signinLimitPerEmail: Number(env.SIGNIN_LIMIT_PER_EMAIL ?? 10),
    signinLimitPerAddress: Number(env.SIGNIN_LIMIT_PER_ADDRESS ?? 100),
    signinLimitWindowSeconds: Number(env.SIGNIN_LIMIT_WINDOW ?? 15 * 60),
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 2 * 1024 * 1024),
    maxAttachmentBytes: Number(env.MAX_ATTACHMENT_BYTES ?? 10 * 1024 * 1024),
  };
}
