/**
 * Money moves once through crashes, on the production build (`node dist/main.js`) against a local
 * fake of Stripe's API, on its own PostgreSQL (decision 2010). For each step (a milestone's card
 * funding, its release by a transfer, a refund before release, a refund after release written by
 * the operator's refund-released command: the transfer reversed, then the refund), the process is killed (SIGKILL, from
 * FAULT_MONEY_CRASH_AT) at each point between the step's parts, started again on the same database
 * without the fault, and left to send what was due. The fake's records then hold one movement of
 * the right amount for that subject, and the reconciliation command agrees with the ledger.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { signStripeEvent, startFakeStripe, type FakeStripe } from '../test/helpers/fake-stripe';
import { splitProposed } from '../test/helpers/card-milestone';
import { runReconcile, runRefundReleased } from '../test/helpers/reconcile-command';
import { ok, startProjectWithMilestones } from '../test/helpers/start-project';
import { accountLinked, WEBHOOK_SECRET } from '../test/helpers/stripe-app';
import { call, type TestApp } from '../test/helpers/test-app';

import {
  clusterUnavailable,
  startInstance,
  startPostgres,
  waitFor,
  type Instance,
  type Postgres,
} from './cluster';

// Beside the other production files' ports (faults 4260-4262 and 25432, nothing-pretends 4280,
// drain 4290, observability 4300): the files run side by side.
const PG_PORT = Number(process.env.CLUSTER_PG_PORT ?? 25432) + 40;
const PORT = Number(process.env.CLUSTER_PORT ?? 4260) + 70;

const unavailable = clusterUnavailable();
if (unavailable) console.warn(`\n[production money crash] SKIPPED: ${unavailable}\n`);

/** The points a sender is killed at (FAULT_MONEY_CRASH_AT, money-sender.ts), with what each means here. */
const RELEASE_POINTS = [
  ['committed', 'after the payment committed, before the outbox is read'],
  ['claimed', 'with the transfer claimed, before Stripe is called'],
  ['answered', 'after Stripe made the transfer, before the outbox row is marked'],
  ['recorded', 'after the row is marked sent, before the answer'],
];
const REFUND_POINTS = [
  ['committed', 'after the settlement committed, before the outbox is read'],
  ['claimed', 'with the refund claimed, before Stripe is called'],
  ['answered', 'after Stripe made the refund, before the outbox row is marked'],
  ['recorded', 'after the row is marked sent, before the answer'],
];
const REVERSAL_POINTS = [
  ['claimed', 'with the refund claimed, before the reversal'],
  ['reversed', 'after Stripe reversed the transfer, before the refund'],
  ['answered', 'after Stripe made the refund, before the outbox row is marked'],
  ['recorded', 'after the row is marked sent'],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test helpers' calls (written for Fastify's inject) sent over HTTP to a running instance. */
const overHttp = (port: number) =>
  ({
    async inject(request: {
      method: string;
      url: string;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      payload?: object;
    }) {
      const url = new URL(request.url, `http://127.0.0.1:${port}`);
      for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
      const response = await fetch(url, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.payload ? { 'content-type': 'application/json' } : {}),
        },
        body: request.payload ? JSON.stringify(request.payload) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
      return {
        statusCode: response.status,
        body: await response.text(),
        headers: Object.fromEntries(response.headers),
      };
    },
  }) as unknown as TestApp;

describe.skipIf(unavailable)(
  'production: a crash between the steps of a money movement moves it once',
  () => {
    let postgres: Postgres;
    let stripe: FakeStripe;
    let sql: pg.Pool;
    let instance: Instance;
    let app: TestApp;
    let client = '';
    let provider = '';
    /** Stripe's settings of the server and of the reconciliation command. */
    const stripeEnv = () => ({
      DATABASE_URL: postgres.url,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });

    /**
     * Starts the instance: `crashAt` set, it kills itself at that point (and sends only from the
     * request that reaches it, unless `sweep`); unset, it sends what is due every 200 ms.
     */
    async function start(crashAt?: string, sweep = false) {
      // Another process answering on the port would pass for this instance's readiness.
      const taken = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`port ${PORT} is in use by another process (set CLUSTER_PORT)`);
      instance = startInstance(PORT, {
        ...stripeEnv(),
        MONEY_SEND_INTERVAL_MS: crashAt && !sweep ? '0' : '200',
        ...(crashAt ? { FAULT_MONEY_CRASH_AT: crashAt } : {}),
      });
      app = overHttp(PORT);
      // Its sweep may reach the point before it answers ready.
      if (!sweep) await waitFor(instance);
    }

    async function stop() {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }

    /** Restarts the instance with the fault named: it must then die by its own SIGKILL during `step`. */
    async function crashDuring(crashAt: string, step: () => Promise<unknown>, sweep = false) {
      await stop();
      await start(crashAt, sweep);
      await step().catch(() => {}); // the connection is cut when the process dies
      await Promise.race([
        instance.exited,
        sleep(20_000).then(() => {
          throw new Error(`the instance did not crash at ${crashAt}\n${instance.log().slice(-2000)}`);
        }),
      ]);
      expect(instance.child.signalCode).toBe('SIGKILL');
    }

    /** Waits until the outbox row of `key` is sent (the restarted instance's sweep). */
    async function sent(key: string) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await sql.query('SELECT status, last_error FROM payment_outbox WHERE key = $1', [
          key,
        ]);
        if (rows[0]?.status === 'sent') return;
        if (Date.now() > deadline) throw new Error(`${key} not sent: ${JSON.stringify(rows)}`);
        await sleep(150);
      }
    }

    const webhook = async (event: object) => {
      const payload = JSON.stringify(event);
      const response = await fetch(`http://127.0.0.1:${PORT}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripeEvent(payload, WEBHOOK_SECRET),
        },
        body: payload,
      });
      return response.status;
    };

    /** A new user through the code sign-in (the code read from the mail outbox): the access token. */
    async function signUp(email: string) {
      await call(app, 'POST', '/api/user/signin/try-signin-with-email', {
        body: { email, host: 'localhost' },
      });
      const { rows } = await sql.query(
        'SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      const code = String(rows[0]?.body ?? '').match(/\b(\d{6})\b/)?.[1];
      const signin = await call(app, 'POST', '/api/user/signin/signin-with-email-and-code', {
        body: { email, code, host: 'localhost' },
      });
      expect(signin.status, JSON.stringify(signin.body)).toBe(200);
      const token = signin.body.access_token as string;
      const flid = email.split('@')[0]!.replace(/[^a-z0-9]/gi, '');
      await ok(app, '/api/user/signin/update-new-user-flid', token, { flid });
      return token;
    }

    /** Ledger rows of a milestone by kind (decision 2000): each kind at most once per subject. */
    const ledgerOf = async (milestoneId: string) =>
      (
        await sql.query<{ kind: string; amount: number }>(
          'SELECT kind, amount_cents::int AS amount FROM ledger_entries WHERE subject_id = $1 ORDER BY kind',
          [milestoneId],
        )
      ).rows;

    /** A milestone funded by card (the Checkout session paid, Stripe's webhook delivered). */
    async function fundedMilestone() {
      const { project, milestones } = await startProjectWithMilestones(app, client, provider);
      const milestone = milestones[0]!;
      const funded = await ok(app, '/api/milestone/fund-milestone', client, {
        milestone_id: milestone.id,
        method: 3,
        idempotency_key: `fund-${milestone.id}`,
      });
      const sessionId: string = funded.payment.checkout_url.split('/').at(-1);
      return { project, milestone, sessionId, paid: stripe.paySession(sessionId) };
    }

    /** Funded, paid, started and delivered: ready to be paid or disputed. */
    async function deliveredMilestone() {
      const funded = await fundedMilestone();
      expect(await webhook(funded.paid)).toBe(200);
      const { milestone } = funded;
      await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: milestone.id });
      await ok(app, '/api/milestone/deliver-milestone', provider, {
        milestone_id: milestone.id,
        note: 'Done.',
      });
      return funded;
    }

    const payMilestone = (milestoneId: string) =>
      call(app, 'POST', '/api/milestone/pay-milestone', {
        token: client,
        body: { milestone_id: milestoneId, idempotency_key: `pay-${milestoneId}` },
      });

    /** Transfers to the project's group, whatever key they were made under (one milestone a project). */
    const transfersOf = (projectId: string) =>
      stripe.moved().transfers.filter((t) => t.transfer_group === `project_${projectId}`);
    const refundsOf = (sessionId: string) =>
      stripe.moved().refunds.filter((refund) => refund.payment_intent === `pi_of_${sessionId}`);
    const replayed = (path: string, key: string) =>
      stripe.calls.some((c) => c.path === path && c.idempotencyKey === `lancer-${key}` && c.replayed);

    beforeAll(async () => {
      postgres = await startPostgres(PG_PORT);
      stripe = await startFakeStripe();
      sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
      sql.on('error', () => {});
      await start();
      client = await signUp('crash-client@example.com');
      provider = await signUp('crash-provider@example.com');
      await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
      expect(await webhook(accountLinked('acct_fake_1'))).toBe(200);
    });
    // A test that failed with the instance down leaves the next one an instance to work with.
    beforeEach(async () => {
      if (instance.child.exitCode !== null || instance.child.signalCode !== null) await start();
    });
    afterAll(async () => {
      if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
      await sql?.end().catch(() => {});
      await stripe?.close();
      postgres?.destroy();
    });

    // proves: MONEY-CRASH-ONCE
    it('funding: a crash after the paid webhook committed, before its answer; the resent webhook holds the money on the platform once', async () => {
      const { project, milestone, sessionId, paid } = await fundedMilestone();
      await crashDuring('committed', () => webhook(paid));
      await start();
      // Stripe resends an event it got no answer to.
      expect(await webhook(paid)).toBe(200);
      expect(await webhook(paid)).toBe(200);
      const sessions = stripe.moved().sessions.filter((session) => session.id === sessionId);
      expect(sessions).toMatchObject([
        {
          amount_total: milestone.amount_cents,
          transfer_destination: null,
          transfer_group: `project_${project.id}`,
        },
      ]);
      expect(transfersOf(project.id)).toEqual([]);
      expect(await ledgerOf(milestone.id)).toEqual([
        { kind: 'charged', amount: milestone.amount_cents },
        { kind: 'held', amount: milestone.amount_cents },
      ]);
    });

    // proves: MONEY-CRASH-ONCE
    it.each(RELEASE_POINTS)('release: a crash %s (%s) ends in one transfer', async (point) => {
      const { project, milestone } = await deliveredMilestone();
      await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: milestone.id });
      await crashDuring(point, () => payMilestone(milestone.id));
      expect(transfersOf(project.id)).toHaveLength(point === 'committed' || point === 'claimed' ? 0 : 1);
      await start();
      await sent(`transfer:milestone:${milestone.id}`);
      // The client retries the call that got no answer: the same key answers, nothing moves again.
      expect((await payMilestone(milestone.id)).status).toBe(200);
      expect(transfersOf(project.id).map((t) => [t.amount, t.destination, t.key])).toEqual([
        [milestone.amount_cents, 'acct_fake_1', `lancer-transfer:milestone:${milestone.id}`],
      ]);
      if (point === 'answered')
        expect(replayed('/v1/transfers', `transfer:milestone:${milestone.id}`)).toBe(true);
      expect((await ledgerOf(milestone.id)).find((row) => row.kind === 'released')).toEqual({
        kind: 'released',
        amount: milestone.amount_cents,
      });
    });

    // proves: MONEY-CRASH-ONCE
    it.each(REFUND_POINTS)(
      'refund before release: a crash %s (%s) ends in one refund of the client share and one transfer of the rest',
      async (point) => {
        const { project, milestone, sessionId } = await deliveredMilestone();
        const providerCents = Math.round(milestone.amount_cents * 0.6);
        const clientCents = milestone.amount_cents - providerCents;
        const disputeId = await splitProposed(app, client, provider, milestone.id, providerCents);
        const read = await call(app, 'GET', '/api/dispute/fetch-dispute', {
          token: client,
          query: { dispute_id: disputeId },
        });
        const accept = () =>
          call(app, 'POST', '/api/dispute/accept-settlement', {
            token: client,
            body: {
              dispute_id: disputeId,
              proposal_version: read.body.proposal.version,
              idempotency_key: `accept-${disputeId}`,
            },
          });
        // The refund is written before the release: no transfer yet to reverse.
        await crashDuring(point === 'committed' ? point : `${point}:refund`, accept);
        expect(refundsOf(sessionId)).toHaveLength(point === 'committed' || point === 'claimed' ? 0 : 1);
        await start();
        await sent(`refund:dispute:${disputeId}`);
        await sent(`transfer:milestone:${milestone.id}`);
        expect((await accept()).status).toBe(200);
        expect(refundsOf(sessionId).map((refund) => refund.amount)).toEqual([clientCents]);
        const transfers = transfersOf(project.id);
        expect(transfers.map((t) => t.amount)).toEqual([providerCents]);
        expect(stripe.moved().reversals.filter((r) => r.transfer === transfers[0]!.id)).toEqual([]);
        if (point === 'answered') expect(replayed('/v1/refunds', `refund:dispute:${disputeId}`)).toBe(true);
        expect(await ledgerOf(milestone.id)).toEqual([
          { kind: 'charged', amount: milestone.amount_cents },
          { kind: 'held', amount: milestone.amount_cents },
          { kind: 'refunded', amount: clientCents },
          { kind: 'released', amount: providerCents },
        ]);
      },
    );

    // proves: LEDGER-RECONCILE
    it('the reconciliation command finds no difference between the ledger and Stripe after every crash above', async () => {
      const { code, lines } = await runReconcile({ PATH: process.env.PATH, ...stripeEnv() });
      expect(lines).toEqual(['0 differences']);
      expect(code).toBe(0);
    });

    /**
     * A refund after release is an operator's correction (decision 2012): the refund-released
     * command writes its outbox row and the ledger's reversal and refund in one transaction, and
     * the sender's steps (the transfer reversed, then the refund) are what is proven here.
     */
    // proves: MONEY-CRASH-ONCE
    it.each(REVERSAL_POINTS)(
      'refund after release: a crash %s (%s) ends in one reversal and one refund',
      async (point) => {
        const { project, milestone, sessionId } = await deliveredMilestone();
        await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: milestone.id });
        expect((await payMilestone(milestone.id)).status).toBe(200);
        await sent(`transfer:milestone:${milestone.id}`);
        const [transfer] = transfersOf(project.id);
        const key = `refund:milestone:${milestone.id}`;
        const refundCents = 4_000;
        // Written with no instance running, so that the faulty one's sweep is the first to see it.
        await stop();
        const written = await runRefundReleased(
          { PATH: process.env.PATH, ...stripeEnv() },
          milestone.id,
          refundCents,
        );
        expect(written).toEqual({ code: 0, lines: [`${key} written; the server sends it`] });
        // The sweep of the faulty instance claims the row and dies at the point.
        await crashDuring(`${point}:refund`, async () => {}, true);
        await start();
        await sent(key);
        expect(
          stripe
            .moved()
            .reversals.filter((reversal) => reversal.transfer === transfer!.id)
            .map((reversal) => reversal.amount),
        ).toEqual([refundCents]);
        expect(stripe.moved().transfers.find((t) => t.id === transfer!.id)!.reversed).toBe(refundCents);
        expect(refundsOf(sessionId).map((refund) => refund.amount)).toEqual([refundCents]);
        if (point === 'reversed' || point === 'answered')
          expect(
            replayed(`/v1/transfers/${transfer!.id}/reversals`, `reversal:milestone:${milestone.id}`),
          ).toBe(true);
        expect(await ledgerOf(milestone.id)).toEqual([
          { kind: 'charged', amount: milestone.amount_cents },
          { kind: 'held', amount: milestone.amount_cents },
          { kind: 'refunded', amount: refundCents },
          { kind: 'released', amount: milestone.amount_cents },
          { kind: 'reversed', amount: refundCents },
        ]);
        // A second refund of the same milestone is refused, and nothing is written for it.
        const again = await runRefundReleased(
          { PATH: process.env.PATH, ...stripeEnv() },
          milestone.id,
          refundCents,
        );
        expect(again).toEqual({ code: 1, lines: ['This milestone was refunded already'] });
      },
      // The operator's command runs twice, each a process of its own that loads the server.
      180_000,
    );

    // proves: LEDGER-RECONCILE
    it('the reconciliation command finds no difference after the refunds after release: each reversal and refund is in the ledger', async () => {
      const { code, lines } = await runReconcile({ PATH: process.env.PATH, ...stripeEnv() });
      expect(lines).toEqual(['0 differences']);
      expect(code).toBe(0);
    }, 120_000);
  },
);
