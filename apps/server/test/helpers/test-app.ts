import { desc, eq } from 'drizzle-orm';

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  DEFAULT_LIMITS,
  limitNames,
  type LimitName,
  type LimitRule,
  type LimitRules,
} from '@lancer/api/rules/rate-limits';

import { PUBLISHED_DEMO_ADMIN_TOTP_SECRET } from '@lancer/api/constants';
import { newTotpSecret, totpCode } from '@lancer/api/rules/second-factor';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { mailOutbox, secondFactors } from '../../src/db/schema';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A migrated empty PGlite as a tarball, made once per set of migrations and kept in the temp
 * folder: starting from it skips initdb (seconds per test file on a busy machine).
 */
async function pgliteTemplate() {
  const dir = path.join(import.meta.dirname, '../../src/db/migrations');
  const hash = createHash('sha256');
  // The .sql files only: drizzle-kit's snapshots (meta/) do not change the database.
  const scripts = readdirSync(dir).filter((name) => name.endsWith('.sql'));
  for (const file of scripts.sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  const file = path.join(tmpdir(), `lancer-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    const tar = Buffer.from(await (await handle.dump!()).arrayBuffer());
    await handle.close();
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, tar);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Rate-limit keys of this test file in Redis: the apps of one file share them (two instances),
 * other files and earlier runs do not.
 */
const rateLimitNamespace = `test-limit-${process.pid}-${Date.now()}:`;

/** The default rate limits with some of their counts (or windows) changed, for createTestApp. */
export const withLimits = (
  changes: Partial<Record<LimitName, Partial<LimitRule['per']> & { windowSeconds?: number }>>,
): { rateLimits: LimitRules } => ({
  rateLimits: Object.fromEntries(
    limitNames.map((name) => {
      const { windowSeconds, ...per } = changes[name] ?? {};
      const rule = DEFAULT_LIMITS[name];
      return [name, { windowSeconds: windowSeconds ?? rule.windowSeconds, per: { ...rule.per, ...per } }];
    }),
  ) as LimitRules,
});

/** A fresh app on a fresh in-memory PGlite: nothing is shared between test files. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}) {
  const loadDataDir = overrides.databaseUrl ? undefined : await pgliteTemplate();
  const app = await buildApp(
    {
      ...loadConfig({}),
      dataDir: 'memory://',
      databaseUrl: undefined,
      logLevel: 'silent',
      validateResponses: true,
      rateLimitNamespace,
      ...overrides,
    },
    { loadDataDir },
  );
  await app.ready();
  return app;
}

/** The last code the dev outbox holds for an email. */
export async function lastMailedCode(app: TestApp, email: string) {
  const [mail] = await app.services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

type CallOptions = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

/** One JSON call through Fastify's inject (no socket), returning status and parsed body. */
export async function call(
  app: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    query: options.query,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const text = response.body;
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, body: json, headers: response.headers, raw: response };
}

/** Signs a brand-new user up through the whole code flow; returns the tokens. */
export async function signUp(app: TestApp, email: string, password = 'correct-horse-1') {
  const sent = await call(app, 'POST', '/api/user/signin/try-signin-with-email', {
    body: { email, host: 'localhost' },
  });
  if (sent.status !== 200)
    throw new Error(`Sign-up of ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await lastMailedCode(app, email);
  const signin = await call(app, 'POST', '/api/user/signin/signin-with-email-and-code', {
    body: { email, code, host: 'localhost' },
  });
  const token = signin.body.access_token as string;
  await call(app, 'POST', '/api/user/signin/update-user-password', {
    token,
    body: { password, password2: password },
  });
  const flid = email
    .split('@')[0]!
    .replace(/[^a-z0-9]/gi, '')
    .padEnd(3, 'x');
  await call(app, 'POST', '/api/user/signin/update-new-user-flid', { token, body: { flid } });
  return { token, refreshToken: signin.body.refresh_token as string, userId: signin.body.identity as string };
}

/**
 * Turns an authenticator factor on for a user, as confirm-totp-setup leaves it (ADMIN-SECOND-FACTOR:
 * an administrator needs one for the console). Answers the key, to compute codes with.
 */
export async function giveSecondFactor(app: TestApp, userId: string, secret = newTotpSecret()) {
  await app.services.db
    .insert(secondFactors)
    .values({ userId, totpSecret: secret, turnedOnAt: new Date() })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { totpSecret: secret } });
  return secret;
}

/** The last step of the demo administrator's published key used from this process (each signs in once). */
let lastDemoAdminStep = 0;

/** The demo administrator's second step (ADMIN-SECOND-FACTOR): a code of a step not used before. */
async function demoAdminFactor(app: TestApp, email: string, ticket: string) {
  const stepMs = 30_000;
  let step = Math.max(Math.floor(Date.now() / stepMs) - 1, lastDemoAdminStep + 1);
  if (step > Math.floor(Date.now() / stepMs) + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * stepMs - Date.now() + 50));
  step = Math.max(Math.floor(Date.now() / stepMs) - 1, lastDemoAdminStep + 1);
  lastDemoAdminStep = step;
  return call(app, 'POST', '/api/user/signin/signin-with-second-factor', {
    body: { email, factor_ticket: ticket, code: totpCode(PUBLISHED_DEMO_ADMIN_TOTP_SECRET, step * stepMs) },
  });
}

export async function signIn(app: TestApp, email: string, password: string) {
  let result = await call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
    body: { email, password },
  });
  if (result.body?.factor_ticket && email === 'admin@lancer.test')
    result = await demoAdminFactor(app, email, result.body.factor_ticket as string);
  if (result.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return { token: result.body.access_token as string, userId: result.body.identity as string };
}
