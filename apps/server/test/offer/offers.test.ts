import {
  OFFER_CHANGES_REQUESTED_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
  STALE_OFFER_MESSAGE,
} from '@lancer/api/rules/offer';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { hourlyContracts } from '../../src/db/hourly-schema';
import { notifications } from '../../src/db/notification-schema';
import { offers } from '../../src/db/offer-schema';
import { projects } from '../../src/db/project-schema';
import { proposals } from '../../src/db/proposal-schema';
import { requests } from '../../src/db/request-schema';
import { expireOffers } from '../../src/offer/offer-expiry';
import { alertSavedSearches } from '../../src/saved-search/saved-search-match';
import { jobBody, ok } from '../helpers/start-project';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

const hourlyOffer = (providerId: string, overrides: Record<string, unknown> = {}) => ({
  provider_id: providerId,
  title: 'Weekly help with our data pipeline',
  description: 'Airflow jobs, a few hours a week.\n\nMostly reviews and fixes.',
  hourly: { rate_cents: 5_000, weekly_limit_hours: 15 },
  start_date: today(),
  ...overrides,
});

const fixedOffer = (providerId: string, overrides: Record<string, unknown> = {}) => ({
  provider_id: providerId,
  title: 'A landing page for our spring launch',
  description: 'One page, fast, in our brand colours.',
  milestones: [
    { title: 'Design', amount_cents: 40_000, due_date: '2040-03-01' },
    { title: 'Build', amount_cents: 60_000, due_date: '2040-03-15' },
  ],
  start_date: today(),
  ...overrides,
});

describe('direct offers (decision 2202), the whole path on PGlite', () => {
  let app: TestApp;
  let client: { token: string; userId: string };
  let provider: { token: string; userId: string };
  let stranger: { token: string; userId: string };
  beforeAll(async () => {
    // The sweep runs when the test says so.
    app = await createTestApp({ offerExpireIntervalMs: 0 });
    client = await signUp(app, 'offer-client@example.com');
    provider = await signUp(app, 'offer-provider@example.com');
    stranger = await signUp(app, 'offer-stranger@example.com');
  });
  afterAll(() => app.close());

  /** The notifications of one kind about one offer, as [recipient, actor, subject]. */
  const told = async (offerId: string, kind: string) =>
    (
      await app.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, kind as never))
    )
      .filter((row) => row.subject.offer_id === offerId)
      .map((row) => [row.recipientId, row.actorId, row.subject]);

  const post = (path: string, token: string, body: unknown) =>
    call(app, 'POST', `/api/offer/${path}`, { token, body });

  // proves: OFFER-STATES, OFFER-PRIVATE, OFFER-ACCEPT-STARTS-PROJECT
  it('sends an hourly offer, takes a request for changes and a revision, and starts the hourly project on accept', async () => {
    const sent = await ok(app, '/api/offer/send-offer', client.token, hourlyOffer(provider.userId));
    expect(sent).toMatchObject({
      status: 'SENT',
      revision: 1,
      // A week at the limit.
      price_cents: 75_000,
      milestones: [],
      hourly: { rate_cents: 5_000, weekly_limit_hours: 15 },
      client: { user_id: client.userId },
      provider: { user_id: provider.userId },
      messages: [],
      project_id: null,
      decline_reason: null,
    });
    const expiresIn = Date.parse(sent.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * DAY_MS);
    expect(await told(sent.id, 'offer_received')).toEqual([
      [provider.userId, client.userId, { offer_id: sent.id }],
    ]);

    // Each side lists it; nobody else sees it; each side takes only its own actions.
    const received = await call(app, 'GET', '/api/offer/fetch-offers', {
      token: provider.token,
      query: { scope: 'received' },
    });
    expect(received.body.items.map((offer: { id: string }) => offer.id)).toContain(sent.id);
    const mine = await call(app, 'GET', '/api/offer/fetch-offers', {
      token: client.token,
      query: { scope: 'sent', status: 'SENT,CHANGES_REQUESTED' },
    });
    expect(mine.body.items.map((offer: { id: string }) => offer.id)).toContain(sent.id);
    const theirs = await call(app, 'GET', '/api/offer/fetch-offer', {
      token: stranger.token,
      query: { offer_id: sent.id },
    });
    expect(theirs.status).toBe(404);
    expect((await post('accept-offer', client.token, { offer_id: sent.id })).status).toBe(403);
    expect((await post('withdraw-offer', provider.token, { offer_id: sent.id })).status).toBe(403);

    // The provider asks for changes: the thread has it, the client is told, accepting waits for the revision.
    const asked = await ok(app, '/api/offer/request-offer-changes', provider.token, {
      offer_id: sent.id,
      message: 'Could we make it 20 hours a week?',
    });
    expect(asked).toMatchObject({
      status: 'CHANGES_REQUESTED',
      messages: [
        {
          kind: 'changes_requested',
          body: 'Could we make it 20 hours a week?',
          revision: 1,
          author: { user_id: provider.userId },
        },
      ],
    });
    expect(await told(sent.id, 'offer_changes_requested')).toEqual([
      [client.userId, provider.userId, { offer_id: sent.id }],
    ]);
    const early = await post('accept-offer', provider.token, { offer_id: sent.id });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(OFFER_CHANGES_REQUESTED_MESSAGE);
    const twice = await post('request-offer-changes', provider.token, { offer_id: sent.id, message: 'And?' });
    expect(twice.status).toBe(409);

    // The client revises: every field again, the next revision, SENT, the expiry counted again.
    const revised = await ok(app, '/api/offer/revise-offer', client.token, {
      ...hourlyOffer(provider.userId, { hourly: { rate_cents: 5_000, weekly_limit_hours: 20 } }),
      provider_id: undefined,
      offer_id: sent.id,
      note: 'Sure, 20 hours it is.',
      expires_in_days: 3,
    });
    expect(revised).toMatchObject({
      status: 'SENT',
      revision: 2,
      price_cents: 100_000,
      hourly: { rate_cents: 5_000, weekly_limit_hours: 20 },
      messages: [
        { kind: 'changes_requested', revision: 1 },
        { kind: 'revised', body: 'Sure, 20 hours it is.', revision: 2, author: { user_id: client.userId } },
      ],
    });
    expect(Date.parse(revised.expires_at) - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(await told(sent.id, 'offer_revised')).toEqual([
      [provider.userId, client.userId, { offer_id: sent.id }],
    ]);

    // Accepting the version read before the revision is refused, and nothing starts.
    const stale = await post('accept-offer', provider.token, { offer_id: sent.id, revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(STALE_OFFER_MESSAGE);
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, sent.id));
    expect(row).toMatchObject({ status: 'SENT', projectId: null, requestId: null });

    const accepted = await ok(app, '/api/offer/accept-offer', provider.token, {
      offer_id: sent.id,
      revision: 2,
    });
    expect(accepted.offer).toMatchObject({ status: 'ACCEPTED', project_id: accepted.project.id });
    expect(accepted.project).toMatchObject({ status: 'ONGOING', title: sent.title });
    expect(await told(sent.id, 'offer_accepted')).toEqual([
      [client.userId, provider.userId, { offer_id: sent.id, project_id: accepted.project.id }],
    ]);

    // The project runs as any hourly project: the contract at the offer's rate and weekly limit.
    const [contract] = await app.services.db
      .select()
      .from(hourlyContracts)
      .where(eq(hourlyContracts.projectId, accepted.project.id));
    expect(contract).toMatchObject({
      providerId: provider.userId,
      clientId: client.userId,
      rateCents: 5_000,
      weeklyLimitHours: 20,
      currency: 'USD',
    });
    const week = await call(app, 'GET', '/api/hourly/fetch-timesheet', {
      token: provider.token,
      query: { project_id: accepted.project.id },
    });
    expect(week.body).toMatchObject({ rate_cents: 5_000, weekly_limit_hours: 20 });

    // Behind it: a hidden job (invite-only, ONGOING) and an ONGOING proposal with the offer's terms.
    const [stored] = await app.services.db.select().from(offers).where(eq(offers.id, sent.id));
    const [job] = await app.services.db.select().from(requests).where(eq(requests.id, stored!.requestId!));
    expect(job).toMatchObject({
      clientId: client.userId,
      title: sent.title,
      visibility: 'invite_only',
      status: 'ONGOING',
      budgetType: 'hourly',
      budgetMinCents: 5_000,
      budgetMaxCents: 5_000,
      descriptionHtml: '<p>Airflow jobs, a few hours a week.</p><p>Mostly reviews and fixes.</p>',
    });
    const [proposal] = await app.services.db
      .select()
      .from(proposals)
      .where(eq(proposals.id, stored!.proposalId!));
    expect(proposal).toMatchObject({
      requestId: job!.id,
      providerId: provider.userId,
      status: 'ONGOING',
      revision: 1,
      projectId: accepted.project.id,
      hourly: { rate_cents: 5_000, weekly_hours: 20 },
      weeklyLimitHours: 20,
      durationDays: 7,
    });
    // Nobody else finds the job; the provider reads it through their proposal.
    const search = await call(app, 'GET', '/api/request/search-requests', {
      token: stranger.token,
      query: { keyword: 'pipeline' },
    });
    expect(search.body.items).toEqual([]);
    const hidden = await call(app, 'GET', '/api/request/fetch-request', {
      token: stranger.token,
      query: { request_id: job!.id },
    });
    expect(hidden.status).toBe(404);
    const seen = await call(app, 'GET', '/api/request/fetch-request', {
      token: provider.token,
      query: { request_id: job!.id },
    });
    expect(seen.status).toBe(200);

    // Accepted is final.
    expect((await post('withdraw-offer', client.token, { offer_id: sent.id })).status).toBe(409);
    expect((await post('accept-offer', provider.token, { offer_id: sent.id })).status).toBe(409);
  });

  // proves: OFFER-ACCEPT-STARTS-PROJECT
  it('starts a fixed-price offer as a project with PENDING milestones of its amounts', async () => {
    const sent = await ok(app, '/api/offer/send-offer', client.token, fixedOffer(provider.userId));
    expect(sent).toMatchObject({ price_cents: 100_000, hourly: null, payment_plan: 'per_milestone' });
    const accepted = await ok(app, '/api/offer/accept-offer', provider.token, { offer_id: sent.id });
    expect(accepted.project).toMatchObject({ status: 'ONGOING', budget_cents: 100_000 });
    const detail = await call(app, 'GET', '/api/project/fetch-project', {
      token: client.token,
      query: { project_id: accepted.project.id },
    });
    expect(
      detail.body.milestones.map((milestone: { title: string; amount_cents: number; status: string }) => [
        milestone.title,
        milestone.amount_cents,
        milestone.status,
      ]),
    ).toEqual([
      ['Design', 40_000, 'PENDING'],
      ['Build', 60_000, 'PENDING'],
    ]);
    const [project] = await app.services.db
      .select()
      .from(projects)
      .where(eq(projects.id, accepted.project.id));
    const [proposal] = await app.services.db
      .select()
      .from(proposals)
      .where(eq(proposals.id, project!.proposalId));
    expect(proposal).toMatchObject({ priceCents: 100_000, hourly: null, weeklyLimitHours: null });
    // From the start date to the last milestone's due date.
    expect(proposal!.durationDays).toBe(
      Math.round((Date.parse('2040-03-15') - Date.parse(today())) / DAY_MS),
    );
    expect(
      await app.services.db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, project!.id)),
    ).toEqual([]);
  });

  // proves: OFFER-ACCEPT-STARTS-PROJECT
  it('never alerts a saved search with the job behind an accepted offer', async () => {
    await ok(app, '/api/saved-search/create-saved-search', stranger.token, {
      name: 'Landing pages',
      filters: { target: 'jobs', keyword: 'landing' },
    });
    const alerts = () =>
      app.services.db
        .select({ requestId: sql<string>`${notifications.subject}->>'request_id'` })
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, stranger.userId), eq(notifications.kind, 'saved_search_match')),
        );
    // A public job of the same words alerts the search...
    const posted = await ok(
      app,
      '/api/request/create-request',
      client.token,
      jobBody({ title: 'A landing page for our autumn launch' }),
    );
    expect(await alerts()).toEqual([{ requestId: posted.id }]);
    // ...the hidden one behind an accepted offer never does, even matched again.
    const sent = await ok(app, '/api/offer/send-offer', client.token, fixedOffer(provider.userId));
    await ok(app, '/api/offer/accept-offer', provider.token, { offer_id: sent.id });
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, sent.id));
    await app.services.db.transaction((tx) => alertSavedSearches(tx, row!.requestId!));
    expect(await alerts()).toEqual([{ requestId: posted.id }]);
  });

  // proves: OFFER-STATES
  it('declines with a reason and withdraws, each telling the other side', async () => {
    const first = await ok(app, '/api/offer/send-offer', client.token, fixedOffer(provider.userId));
    const declined = await ok(app, '/api/offer/decline-offer', provider.token, {
      offer_id: first.id,
      reason: 'Booked until summer.',
    });
    expect(declined).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'Booked until summer.',
      messages: [{ kind: 'declined', body: 'Booked until summer.', revision: 1 }],
    });
    expect(await told(first.id, 'offer_declined')).toEqual([
      [client.userId, provider.userId, { offer_id: first.id }],
    ]);
    expect((await post('withdraw-offer', client.token, { offer_id: first.id })).status).toBe(409);

    const second = await ok(app, '/api/offer/send-offer', client.token, fixedOffer(provider.userId));
    const withdrawn = await ok(app, '/api/offer/withdraw-offer', client.token, { offer_id: second.id });
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', messages: [] });
    expect(await told(second.id, 'offer_withdrawn')).toEqual([
      [provider.userId, client.userId, { offer_id: second.id }],
    ]);
    const late = await post('accept-offer', provider.token, { offer_id: second.id });
    expect(late.status).toBe(409);
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, second.id));
    expect(row).toMatchObject({ status: 'WITHDRAWN', projectId: null });
  });

  it('refuses an offer to oneself, a start date in the past, an unknown provider and mixed terms', async () => {
    const self = await post('send-offer', client.token, fixedOffer(client.userId));
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toHaveProperty('provider_id');
    const past = await post(
      'send-offer',
      client.token,
      fixedOffer(provider.userId, { start_date: '2020-01-01' }),
    );
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toHaveProperty('start_date');
    const nobody = await post('send-offer', client.token, fixedOffer('no-such-user'));
    expect(nobody.status).toBe(404);
    const mixed = await post(
      'send-offer',
      client.token,
      fixedOffer(provider.userId, { hourly: { rate_cents: 5_000, weekly_limit_hours: 10 } }),
    );
    expect(mixed.status).toBe(400);
    const bare = await post('send-offer', client.token, fixedOffer(provider.userId, { milestones: [] }));
    expect(bare.status).toBe(400);
  });

  // proves: OFFER-EXPIRY
  it('reads an offer past its expiry as EXPIRED, refuses every action on it, and the sweep stores it and tells both sides once', async () => {
    const sent = await ok(
      app,
      '/api/offer/send-offer',
      client.token,
      hourlyOffer(provider.userId, { expires_in_days: 1 }),
    );
    const open = await ok(app, '/api/offer/send-offer', client.token, fixedOffer(provider.userId));
    // Its day has passed: the offer expired a minute ago, and no sweep has run yet.
    await app.services.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, sent.id));
    const read = await call(app, 'GET', '/api/offer/fetch-offer', {
      token: provider.token,
      query: { offer_id: sent.id },
    });
    expect(read.body.status).toBe('EXPIRED');
    const ids = (status: string) =>
      call(app, 'GET', '/api/offer/fetch-offers', {
        token: provider.token,
        query: { scope: 'received', status },
      }).then((answer) => answer.body.items.map((offer: { id: string }) => offer.id));
    expect(await ids('EXPIRED')).toContain(sent.id);
    expect(await ids('SENT')).not.toContain(sent.id);
    expect(await ids('SENT')).toContain(open.id);

    for (const [path, token, body] of [
      ['accept-offer', provider.token, { offer_id: sent.id }],
      ['decline-offer', provider.token, { offer_id: sent.id }],
      ['request-offer-changes', provider.token, { offer_id: sent.id, message: 'More?' }],
      ['withdraw-offer', client.token, { offer_id: sent.id }],
      [
        'revise-offer',
        client.token,
        {
          ...hourlyOffer(provider.userId),
          provider_id: undefined,
          offer_id: sent.id,
          start_date: '2099-01-01',
        },
      ],
    ] as const) {
      const answer = await post(path, token, body);
      expect([path, answer.status, answer.body.error.message]).toEqual([path, 409, OFFER_EXPIRED_MESSAGE]);
    }
    expect(await told(sent.id, 'offer_expired')).toEqual([]);

    expect(await expireOffers(app.services, new Date())).toBe(1);
    expect(await expireOffers(app.services, new Date())).toBe(0);
    const [row] = await app.services.db.select().from(offers).where(eq(offers.id, sent.id));
    expect(row!.status).toBe('EXPIRED');
    expect((await told(sent.id, 'offer_expired')).sort()).toEqual(
      [
        [client.userId, null, { offer_id: sent.id }],
        [provider.userId, null, { offer_id: sent.id }],
      ].sort(),
    );
    // An offer still within its expiry is left open.
    const [still] = await app.services.db
      .select()
      .from(offers)
      .where(inArray(offers.id, [open.id]));
    expect(still!.status).toBe('SENT');
  });
});

describe('the offer expiry sweep of a running app (OFFER_EXPIRE_INTERVAL_MS)', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  // proves: OFFER-EXPIRY
  it(
    'stores an offer past its expiry as EXPIRED on its own and tells both sides',
    { timeout: 60_000 },
    async () => {
      app = await createTestApp({ offerExpireIntervalMs: 100 });
      const client = await signUp(app, 'sweep-client@example.com');
      const provider = await signUp(app, 'sweep-provider@example.com');
      const sent = await ok(app, '/api/offer/send-offer', client.token, fixedOffer(provider.userId));
      await app.services.db
        .update(offers)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(offers.id, sent.id));
      await vi.waitFor(
        async () => {
          const [row] = await app.services.db.select().from(offers).where(eq(offers.id, sent.id));
          expect(row!.status).toBe('EXPIRED');
        },
        { timeout: 20_000, interval: 100 },
      );
      const told = await app.services.db
        .select({ recipientId: notifications.recipientId })
        .from(notifications)
        .where(eq(notifications.kind, 'offer_expired'));
      expect(told.map((row) => row.recipientId).sort()).toEqual([client.userId, provider.userId].sort());
    },
  );
});
