import { afterAll, beforeAll, expect, it } from 'vitest';

import { operations } from '@lancer/api/contract/index';
import { signedIn } from '@lancer/api/contract/access';
import type { Operation } from '@lancer/api/contract/operation';

import type { ServerConfig } from '../../src/config';
import { reinstatedRefused, runMatrix, summary } from '../helpers/access-matrix';
import { seedMatrix } from '../helpers/access-seed';
import { call, createTestApp, withLimits, type TestApp } from '../helpers/test-app';

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

  /** One operation's matrix while its live route has lost its check (declared as any signed-in call). */
  const withoutItsCheck = async (live: Operation, subjects: typeof seeded) => {
    const declared = { ...live };
    Object.assign(live, { access: signedIn });
    try {
      const result = await runMatrix(app, subjects, [declared], { reinstatedEnforced: false });
      console.info(summary(`${name}, ${live.name} without its check`, result));
      return {
        answered: result.unexpected.map((cell) => `${cell.relation} ${cell.status}`),
        leakedTo: result.leaked.map((cell) => cell.relation),
      };
    } finally {
      Object.assign(live, { access: declared.access });
    }
  };
  const answeredAndLeaked = (relations: string[]) => ({
    answered: expect.arrayContaining(relations.map((relation) => `${relation} 200`)),
    leakedTo: expect.arrayContaining(relations),
  });

  // The services of the operations on one subject repeat the relation's check (a dispute's sides,
  // DISPUTE-SIDES; a project's members): without the route's check they still refuse, so a plant
  // there proves nothing. The console's services trust the route's check alone (console-service.ts):
  // the case file without it is a dispute's statement and money shown to anyone signed in.
  it('fails when one operation loses its check (the declaration planted away on the live route)', async () => {
    const live = operations.fetchDisputeCase as Operation;
    expect(await withoutItsCheck(live, seeded)).toEqual(
      answeredAndLeaked(['stranger', 'collaborator', 'owner']),
    );
    const restored = await runMatrix(app, seeded, [live], { reinstatedEnforced: false });
    expect(restored.unexpected).toEqual([]);
    expect(restored.leaked).toEqual([]);
  });

  // The things of one user's own (a lab conversation here; snippets, portfolio items, notifications,
  // payment methods, time entries alike) are read by id alone: the route's check is their only one.
  it("fails when an owner's own subject loses its check: another's lab conversation is read", async () => {
    // A conversation of each owner's made now: the matrix above deleted the seeded ones.
    const started = async (token: string | undefined, subjects: typeof seeded.main) => {
      const title = subjects.secrets.find((secret) => secret.startsWith('Matrix lab'))!;
      const made = await call(app, 'POST', '/api/lab/create-lab-conversation', { token, body: { title } });
      return { ...subjects, subjectIds: { ...subjects.subjectIds, labConversation: made.body.id as string } };
    };
    const fresh = {
      ...seeded,
      main: await started(seeded.tokens.owner, seeded.main),
      asSide: await started(seeded.tokens.administratorAsSide, seeded.asSide),
    };
    expect(await withoutItsCheck(operations.fetchLabConversation as Operation, fresh)).toEqual(
      answeredAndLeaked(['stranger', 'member', 'administrator']),
    );
  });
}
