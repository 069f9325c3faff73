import { afterAll, beforeAll, expect, it } from 'vitest';

import { operations } from '@lancer/api/contract/index';
import { signedIn } from '@lancer/api/contract/access';
import type { Operation } from '@lancer/api/contract/operation';

import type { ServerConfig } from '../../src/config';
import { reinstatedRefused, runMatrix, summary } from '../helpers/access-matrix';
import { seedMatrix } from '../helpers/access-seed';
import { createTestApp, withLimits, type TestApp } from '../helpers/test-app';

const all = Object.values(operations) as Operation[];

/**
 * ACCESS-MATRIX: every operation called as every relation against the real server, each answer
 * compared with the operation's declaration, and no refusal repeating a word of its subject.
 */
export function describeAccessMatrix(
  name: string,
  overrides: () => Partial<ServerConfig>,
  cleanup?: () => Promise<void>,
) {
  let app: TestApp;
  let seeded: Awaited<ReturnType<typeof seedMatrix>>;
  beforeAll(async () => {
    // Limits high enough for ten callers of every operation; the limits have tests of their own.
    app = await createTestApp({
      ...withLimits({ contact: { email: 1000, address: 1000 }, upload: { user: 1000, address: 1000 } }),
      ...overrides(),
    });
    seeded = await seedMatrix(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  // proves: ACCESS-MATRIX
  it('answers every operation as declared for every relation, leaking nothing in a refusal', async () => {
    const result = await runMatrix(app, seeded, all, {
      reinstatedEnforced: await reinstatedRefused(app, seeded),
    });
    console.info(summary(name, result));
    expect(result.unexpected).toEqual([]);
    expect(result.leaked).toEqual([]);
    expect(result.calls).toBe(all.length * result.relations);
  }, 120_000);

  // The services of the operations on one subject repeat the relation's check (a dispute's sides,
  // DISPUTE-SIDES; a project's members): without the route's check they still refuse, so a plant
  // there proves nothing. The console's services trust the route's check alone (console-service.ts):
  // the case file without it is a dispute's statement and money shown to anyone signed in.
  it('fails when one operation loses its check (the declaration planted away on the live route)', async () => {
    const live = operations.fetchDisputeCase as Operation;
    const declared = { ...live };
    Object.assign(live, { access: signedIn, administrator: undefined });
    try {
      const result = await runMatrix(app, seeded, [declared], { reinstatedEnforced: false });
      console.info(summary(`${name}, fetchDisputeCase without its check`, result));
      expect(result.unexpected.map((cell) => `${cell.relation} ${cell.status}`)).toEqual(
        expect.arrayContaining(['stranger 200', 'collaborator 200', 'owner 200']),
      );
      expect(result.leaked.map((cell) => cell.relation)).toEqual(
        expect.arrayContaining(['stranger', 'collaborator', 'owner']),
      );
    } finally {
      Object.assign(live, { access: declared.access, administrator: declared.administrator });
    }
    const restored = await runMatrix(app, seeded, [declared], { reinstatedEnforced: false });
    expect(restored.unexpected).toEqual([]);
    expect(restored.leaked).toEqual([]);
  });
}
