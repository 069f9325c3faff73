import { spawn } from 'node:child_process';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../src/config';
import { seedDemo } from '../../src/demo/seed';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const root = path.join(import.meta.dirname, '../../../..');
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PAYMENTS: 'sandbox',
  MAIL: 'log',
};
const OPERATOR_PASSWORD = 'operator-chosen-demo-key-7';

/** Starts the real server (src/main.ts) with `env` on its own in-memory database; answers its output once it listens or exits. */
function startServer(env: NodeJS.ProcessEnv) {
  return new Promise<{ output: string; exitCode: number | null }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: 'memory://', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const done = (exitCode: number | null) => {
      child.kill('SIGKILL');
      resolve({ output, exitCode });
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The demo sign-ins are printed right after the listening line.
      if (/Demo sign-ins/.test(output)) setTimeout(() => done(null), 200);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ output, exitCode: code }));
  });
}

describe('production has no demo keys', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  // proves: DEMO-PASSWORD
  it('refuses SEED_DEMO in production without DEMO_PASSWORD, naming the variable', () => {
    for (const seed of ['if-empty', 'always'])
      expect(() => loadConfig({ ...production, SEED_DEMO: seed })).toThrow(
        /SEED_DEMO needs DEMO_PASSWORD in production/,
      );
    expect(loadConfig({ ...production }).seedDemo).toBe('never');
    expect(
      loadConfig({ ...production, SEED_DEMO: 'if-empty', DEMO_PASSWORD: OPERATOR_PASSWORD }).demoPassword,
    ).toBe(OPERATOR_PASSWORD);
  });

  it("gives the demo accounts the operator's DEMO_PASSWORD, not the published one", async () => {
    const app = await createTestApp({ demoPassword: OPERATOR_PASSWORD });
    apps.push(app);
    await seedDemo(app.services);
    const signIn = (password: string) =>
      call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
        body: { email: 'admin@lancer.test', password },
      });
    expect((await signIn('lancer-demo-1')).status).toBe(401);
    expect((await signIn(OPERATOR_PASSWORD)).status).toBe(200);
  });

  it('never prints the password in the production start log', { timeout: 120_000 }, async () => {
    const refused = await startServer({ ...production, SEED_DEMO: 'if-empty' });
    expect(refused.exitCode).not.toBe(0);
    expect(refused.output).toContain('DEMO_PASSWORD');
    expect(refused.output).not.toContain('lancer-demo-1');

    const started = await startServer({
      ...production,
      SEED_DEMO: 'if-empty',
      DEMO_PASSWORD: OPERATOR_PASSWORD,
    });
    expect(started.output).toContain('Demo sign-ins');
    expect(started.output).toContain('admin@lancer.test');
    expect(started.output).not.toContain(OPERATOR_PASSWORD);
    expect(started.output).not.toContain('lancer-demo-1');
  });
});
