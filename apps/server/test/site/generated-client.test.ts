import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OPEN_JOBS, startIntegratorWorld } from '../helpers/integrator-world';
import { call, type TestApp } from '../helpers/test-app';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/**
 * examples/api-client as an integrator builds it (issue 48): copied outside the workspace, its own
 * packages installed there, its types generated from docs/openapi.json by openapi-typescript,
 * compiled by TypeScript under `nodenext` with every declaration checked, and run against a real
 * server with a personal access token.
 */
describe('the API client generated from the OpenAPI document (examples/api-client)', () => {
  let app: TestApp;
  let world: Awaited<ReturnType<typeof startIntegratorWorld>>;
  let project: string;
  let printed: string[];

  beforeAll(async () => {
    project = mkdtempSync(path.join(tmpdir(), 'lancer-api-client-'));
    cpSync(path.join(root, 'examples/api-client'), project, {
      recursive: true,
      filter: (source) => !/node_modules|dist|schema\.d\.ts/.test(path.relative(root, source)),
    });
    const inProject = { cwd: project, env: { ...process.env, CI: 'true' }, maxBuffer: 16 * 1024 * 1024 };
    // The packages come from pnpm's store on this machine when it has them (the workspace installs
    // the same versions), from the registry otherwise.
    const installed = run(
      'npx',
      ['-y', 'pnpm@10.34.9', 'install', '--prefer-offline', '--ignore-workspace'],
      inProject,
    );
    world = await startIntegratorWorld('client-builder@lancer.test', 'correct-horse-1');
    app = world.app;
    await installed;
    // Its README's commands: generate (from this repository's document), build, start.
    const documented = { ...process.env, LANCER_OPENAPI: path.join(root, 'docs/openapi.json') };
    await run('npm', ['run', 'generate'], { ...inProject, env: documented });
    await run('npm', ['run', 'build'], inProject);
    const { stdout } = await run('npm', ['start', '--silent'], {
      ...inProject,
      env: {
        ...process.env,
        LANCER_API: world.api,
        LANCER_TOKEN: world.token,
        LANCER_MILESTONE_ID: world.milestone.id,
        LANCER_WEBHOOK_SIGNATURE: world.webhook.signature,
        LANCER_WEBHOOK_BODY: world.webhook.body,
        LANCER_WEBHOOK_SECRET: world.webhook.secret,
        LANCER_WEBHOOK_PREVIOUS_SECRET: world.webhook.previousSecret,
      },
    });
    printed = stdout.trim().split('\n');
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it("pins the versions the workspace installs, so that pnpm's store has them", () => {
    const example = JSON.parse(readFileSync(path.join(root, 'examples/api-client/package.json'), 'utf8'));
    const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    for (const name of ['openapi-fetch', 'openapi-typescript'])
      expect(example.dependencies[name] ?? example.devDependencies[name]).toBe(
        workspace.devDependencies[name],
      );
  });

  it("calls as the token's holder", () => {
    expect(printed).toContain('signed in as client-builder@lancer.test');
  });

  it('pages through every open job, past the 1,000 the total stops counting at', () => {
    expect(printed).toContain(`${OPEN_JOBS} jobs`);
  });

  it('funds a milestone once, the retry with the same idempotency key answering the same payment', async () => {
    expect(printed).toContain(`funded ${world.milestone.amount_cents} cents once: true`);
    const history = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: world.session,
      query: { direction: 'outgoing' },
    });
    const payments = history.body.items.filter(
      (payment: { milestone_id: string }) => payment.milestone_id === world.milestone.id,
    );
    expect(payments).toHaveLength(1);
  });

  it("verifies the server's webhook signature and refuses a changed body", () => {
    expect(printed).toContain('webhook proposal_received verified: true');
    expect(printed).toContain('changed body verified: false');
    // Made just after a roll: the previous secret signs it too, as a second v1.
    expect(printed).toContain('previous secret verified: true');
  });
});
