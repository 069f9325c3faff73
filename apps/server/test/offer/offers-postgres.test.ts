import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { notifications } from '../../src/db/notification-schema';
import { offers } from '../../src/db/offer-schema';
import { projects } from '../../src/db/project-schema';
import { proposals } from '../../src/db/proposal-schema';
import { requests } from '../../src/db/request-schema';
import { expireOffers } from '../../src/offer/offer-expiry';
import { createScratchDatabase } from '../helpers/postgres';
import { ok } from '../helpers/start-project';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

/**
 * Direct offers (decision 2202) where only PostgreSQL can show it: two instances on one database,
 * their calls really overlapping. The offer's row is locked by every change (SELECT ... FOR UPDATE)
 * and by the expiry sweep (SKIP LOCKED): two accepts start one project, an accept and a withdrawal
 * leave one of them done and the other refused, and two sweeps tell each side once.
 */
const scratch = await createScratchDatabase();

if ('skip' in scratch) {
  console.warn(scratch.skip);
  describe.skip(`direct offers on PostgreSQL, two instances (${scratch.skip})`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  describe('direct offers on PostgreSQL, two instances', () => {
    let first: TestApp;
    let second: TestApp;
    let client: { token: string; userId: string };
    let provider: { token: string; userId: string };
    let serial = 0;
    beforeAll(async () => {
      // The sweeps run when the test says so.
      first = await createTestApp({ databaseUrl: scratch.url, offerExpireIntervalMs: 0 });
      second = await createTestApp({ databaseUrl: scratch.url, offerExpireIntervalMs: 0 });
      client = await signUp(first, 'pg-offer-client@example.com');
      provider = await signUp(first, 'pg-offer-provider@example.com');
    }, 120_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await scratch.drop();
    });

    /** A fixed-price offer with a title of its own (to count what its accept made). */
    const sendOffer = async (overrides: Record<string, unknown> = {}) =>
      ok(first, '/api/offer/send-offer', client.token, {
        provider_id: provider.userId,
        title: `Offer under race ${(serial += 1)}`,
        milestones: [{ title: 'All of it', amount_cents: 50_000, due_date: '2040-06-01' }],
        start_date: new Date().toISOString().slice(0, 10),
        ...overrides,
      }) as Promise<{ id: string; title: string }>;

    const accept = (app: TestApp, offerId: string) =>
      call(app, 'POST', '/api/offer/accept-offer', { token: provider.token, body: { offer_id: offerId } });
    const withdraw = (app: TestApp, offerId: string) =>
      call(app, 'POST', '/api/offer/withdraw-offer', { token: client.token, body: { offer_id: offerId } });

    /** Sessions of this database waiting for a lock now. */
    const waitingForLocks = async () => {
      const result = (await first.services.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };

    /**
     * Runs `calls` while another session holds the offer's row locked, until all of them wait on
     * it; then lets them go at once. Proves they overlapped, and answers their answers.
     */
    async function heldThenReleased<T>(offerId: string, calls: () => Promise<T>[]) {
      return first.database.session(async (exec) => {
        await exec('BEGIN');
        await exec(`SELECT id FROM offers WHERE id = '${offerId}' FOR UPDATE`);
        let pending: Promise<T[]>;
        try {
          const started = calls();
          pending = Promise.all(started);
          await vi.waitFor(async () => expect(await waitingForLocks()).toBe(started.length), {
            timeout: 20_000,
            interval: 50,
          });
        } finally {
          await exec('COMMIT');
        }
        return pending;
      });
    }

    /** What an offer's accept made: the jobs, proposals and projects behind its title. */
    async function madeFor(offer: { id: string; title: string }) {
      const jobs = await first.services.db
        .select({ id: requests.id })
        .from(requests)
        .where(eq(requests.title, offer.title));
      const ids = jobs.map((job) => job.id);
      const [made] = await Promise.all([
        ids.length
          ? Promise.all([
              first.services.db.select().from(proposals).where(inArray(proposals.requestId, ids)),
              first.services.db.select().from(projects).where(inArray(projects.requestId, ids)),
            ])
          : Promise.resolve([[], []] as const),
      ]);
      const [row] = await first.services.db.select().from(offers).where(eq(offers.id, offer.id));
      return { offer: row!, jobs: ids.length, proposals: made[0].length, projects: made[1] };
    }

    // proves: OFFER-ACCEPT-STARTS-PROJECT
    it(
      'starts one project when the provider accepts twice at once, on two instances',
      { timeout: 120_000 },
      async () => {
        // Both accepts wait on the locked row together, then run.
        const held = await sendOffer();
        const answers = await heldThenReleased(held.id, () => [
          accept(first, held.id),
          accept(second, held.id),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const made = await madeFor(held);
        expect(made).toMatchObject({ jobs: 1, proposals: 1, offer: { status: 'ACCEPTED' } });
        expect(made.projects.map((project) => project.id)).toEqual([made.offer.projectId]);
        // And racing freely, a few times over.
        for (let round = 0; round < 3; round += 1) {
          const offer = await sendOffer();
          const free = await Promise.all([accept(first, offer.id), accept(second, offer.id)]);
          expect(free.map((answer) => answer.status).sort()).toEqual([200, 409]);
          const again = await madeFor(offer);
          expect([again.jobs, again.proposals, again.projects.length]).toEqual([1, 1, 1]);
        }
      },
    );

    // proves: OFFER-STATES, OFFER-ACCEPT-STARTS-PROJECT
    it(
      'lets an accept or a withdrawal win, never both, and starts no project for a withdrawn offer',
      { timeout: 120_000 },
      async () => {
        const check = async (offer: { id: string; title: string }, answers: { status: number }[]) => {
          const [accepted, withdrawn] = answers.map((answer) => answer.status);
          expect([accepted, withdrawn].sort()).toEqual([200, 409]);
          const made = await madeFor(offer);
          if (accepted === 200) {
            expect(made.offer).toMatchObject({ status: 'ACCEPTED' });
            expect([made.jobs, made.proposals, made.projects.length]).toEqual([1, 1, 1]);
          } else {
            expect(made.offer).toMatchObject({ status: 'WITHDRAWN', projectId: null, requestId: null });
            expect([made.jobs, made.proposals, made.projects.length]).toEqual([0, 0, 0]);
          }
          return accepted === 200 ? 'accepted' : 'withdrawn';
        };
        const held = await sendOffer();
        await check(
          held,
          await heldThenReleased<{ status: number }>(held.id, () => [
            accept(first, held.id),
            withdraw(second, held.id),
          ]),
        );
        for (let round = 0; round < 4; round += 1) {
          const offer = await sendOffer();
          const answers =
            round % 2 === 0
              ? await Promise.all([accept(first, offer.id), withdraw(second, offer.id)])
              : (await Promise.all([withdraw(first, offer.id), accept(second, offer.id)])).reverse();
          await check(offer, answers);
        }
      },
    );

    // proves: OFFER-EXPIRY
    it(
      'expires each offer once and tells each side once when two instances sweep at once',
      { timeout: 120_000 },
      async () => {
        const expiring = async (count: number) => {
          const sent = [] as { id: string; title: string }[];
          for (let index = 0; index < count; index += 1) sent.push(await sendOffer({ expires_in_days: 1 }));
          // Their day has passed: each expired a minute ago.
          await first.services.db
            .update(offers)
            .set({ expiresAt: new Date(Date.now() - 60_000) })
            .where(
              inArray(
                offers.id,
                sent.map((offer) => offer.id),
              ),
            );
          return sent;
        };
        const told = async (ids: string[]) =>
          (
            await first.services.db
              .select()
              .from(notifications)
              .where(eq(notifications.kind, 'offer_expired'))
          )
            .filter((row) => ids.includes(row.subject.offer_id ?? ''))
            .map((row) => `${row.subject.offer_id} ${row.recipientId}`);
        const sweepBoth = (now = new Date()) =>
          Promise.all([
            expireOffers(first.services, now),
            expireOffers(second.services, now),
            expireOffers(first.services, now),
          ]);
        const due = await expiring(12);
        // Three sweeps at once on two instances: each offer expired by one of them, each side told once.
        // (The earlier tests' offers are all ACCEPTED or WITHDRAWN: only these are open.)
        const swept = await sweepBoth();
        expect(swept.reduce((sum, n) => sum + n, 0)).toBe(due.length);
        const ids = due.map((offer) => offer.id);
        const stored = await first.services.db
          .select({ status: offers.status })
          .from(offers)
          .where(inArray(offers.id, ids));
        expect(stored.map((row) => row.status)).toEqual(ids.map(() => 'EXPIRED'));
        const once = await told(ids);
        expect(once).toHaveLength(due.length * 2);
        expect(new Set(once).size).toBe(due.length * 2);

        // An offer whose row another transaction holds (an action on it) is skipped, not waited for.
        const [locked, ...others] = await expiring(3);
        const skipped = await first.database.session(async (exec) => {
          await exec('BEGIN');
          await exec(`SELECT id FROM offers WHERE id = '${locked!.id}' FOR UPDATE`);
          try {
            return await Promise.race([
              sweepBoth(),
              new Promise<never>((_, reject) =>
                setTimeout(() => reject(new Error('a sweep waited for a locked offer')), 15_000),
              ),
            ]);
          } finally {
            await exec('COMMIT');
          }
        });
        expect(skipped.reduce((sum, n) => sum + n, 0)).toBe(others.length);
        expect(await told([locked!.id])).toEqual([]);
        expect((await sweepBoth()).reduce((sum, n) => sum + n, 0)).toBe(1);
        expect(await told([locked!.id])).toHaveLength(2);
      },
    );
  });
}
