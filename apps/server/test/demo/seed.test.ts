import { shiftWeek, weekBounds, weekStartOf } from '@lancer/api/rules/hourly';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, demoSignins, seedDemo } from '../../src/demo/seed';
import { seedExtensions } from '../../src/demo/seed-extensions';
import { disputedProjectTitle } from '../../src/demo/dispute-seed';
import { statsHistoryTitles } from '../../src/demo/stats-seed';
import { reconcile, reconcileReport } from '../../src/ledger/reconcile';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

describe('demo seed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.services, seedExtensions);
  });
  afterAll(() => app.close());

  it('signs in every printed demo account with the demo password', async () => {
    for (const { email } of demoSignins) await signIn(app, email, DEMO_PASSWORD);
  });

  it('gives the client requests in every state, a project with milestones, issues, payments and chat', async () => {
    const { token } = await signIn(app, 'client@lancer.test', DEMO_PASSWORD);
    const mine = await call(app, 'GET', '/api/request/search-requests', {
      token,
      query: { scope: 'mine' },
    });
    expect(new Set(mine.body.items.map((r: { status: string }) => r.status))).toEqual(
      new Set(['RECRUITING', 'ONGOING', 'DONE', 'CLOSED']),
    );
    const projects = await call(app, 'GET', '/api/project/fetch-projects', { token });
    // The year of finished work before these (demo/stats-seed.ts) and the disputed project
    // (demo/dispute-seed.ts) are checked in their own tests.
    type Row = { status: string; title?: string; project_title?: string };
    const apart = [...statsHistoryTitles, disputedProjectTitle];
    const current = (items: Row[]) =>
      items.filter((item) => !apart.includes(item.title ?? item.project_title ?? ''));
    expect(
      current(projects.body.items)
        .map((p: { status: string }) => p.status)
        .sort(),
    ).toEqual(['DONE', 'ONGOING', 'ONGOING']);
    // The hourly project (demo/hourly-seed.ts): 12.5 of 20 hours this week, last week waiting for review.
    const hourly = projects.body.items.find((p: Row) => p.title === 'Weekly help with our React dashboard');
    const week = await call(app, 'GET', '/api/hourly/fetch-timesheet', {
      token,
      query: { project_id: hourly.id },
    });
    expect(week.body).toMatchObject({
      status: 'open',
      minutes: 750,
      weekly_limit_hours: 20,
      rate_cents: 8_500,
    });
    // Last week is in review Monday to Friday; on Saturday and Sunday its review has ended and it
    // was approved by itself (REVIEW_DAYS), so none is left to review (found on a Saturday run).
    const lastWeek = shiftWeek(weekStartOf(new Date()), -1);
    const lastWeekInReview = Date.now() < weekBounds(lastWeek).reviewEnd.getTime();
    expect(week.body.weeks_in_review).toHaveLength(lastWeekInReview ? 1 : 0);
    const running = current(projects.body.items).find(
      (p: Row) => p.status === 'ONGOING' && p.title !== 'Weekly help with our React dashboard',
    ) as Row & { id: string };
    const detail = await call(app, 'GET', '/api/project/fetch-project', {
      token,
      query: { project_id: running.id },
    });
    expect(detail.body.milestones.map((m: { status: string }) => m.status)).toEqual([
      'PAID',
      'PENDING',
      'PENDING',
    ]);
    const issues = await call(app, 'GET', '/api/issue/fetch-issues', {
      token,
      query: { project_id: running.id },
    });
    expect(issues.body.items.map((i: { state: string }) => i.state).sort()).toEqual(['open', 'resolved']);
    const payments = await call(app, 'GET', '/api/payment/fetch-payment-history', { token });
    // A week approved by itself is billed and charged to the client's saved card (decision 1410).
    expect(
      current(payments.body.items)
        .map((p: { status: string }) => p.status)
        .sort(),
    ).toEqual(lastWeekInReview ? ['OUTSTANDING', 'PAID', 'PAID'] : ['OUTSTANDING', 'PAID', 'PAID', 'PAID']);
    const chats = await call(app, 'GET', '/api/chat/fetch-conversations', { token });
    // Lin's unanswered question on the pricing job comes first, unread; then the project's talk.
    expect(
      chats.body.items.map((item: { last_message: { body: string }; unread_count: number }) => [
        item.last_message.body,
        item.unread_count,
      ]),
    ).toEqual([
      [expect.stringMatching(/five of your customers/), 2],
      [expect.stringMatching(/Fixed on staging/), 3],
    ]);
    const subs = await call(app, 'GET', '/api/payment/fetch-subscription-payments', { token });
    expect(subs.body.total).toBe(3);
  });

  it('gives the console an escalated dispute over a delivered milestone of Grace and Ada', async () => {
    const admin = await signIn(app, 'admin@lancer.test', DEMO_PASSWORD);
    const queue = await call(app, 'GET', '/api/console/fetch-dispute-queue', { token: admin.token });
    expect(queue.body.items).toEqual([
      expect.objectContaining({
        project_title: disputedProjectTitle,
        status: 'ESCALATED',
        amount_cents: 36_000,
      }),
    ]);
    const grace = await signIn(app, 'client@lancer.test', DEMO_PASSWORD);
    const refused = await call(app, 'GET', '/api/console/fetch-dispute-queue', { token: grace.token });
    expect(refused.status).toBe(403);
  });

  it('gives Ada a year of finished, scored and paid work: statistics, badges and monthly earnings', async () => {
    const ada = await signIn(app, 'ada@lancer.test', DEMO_PASSWORD);
    const stats = (await call(app, 'GET', '/api/stats/fetch-statistics', { token: ada.token })).body;
    expect(stats.projects_done).toBe(statsHistoryTitles.length + 1);
    expect(stats.average_score).toBeGreaterThanOrEqual(90);
    expect(stats.proposal_acceptance_rate).toBeLessThan(100);
    const { achievements } = (await call(app, 'GET', '/api/stats/fetch-achievements', { token: ada.token }))
      .body;
    const earned = achievements.filter((a: { earned_at: string | null }) => a.earned_at !== null);
    expect(earned.map((a: { code: string }) => a.code)).toEqual(
      expect.arrayContaining(['first-paid-milestone', 'five-projects-done', 'earned-1000', 'top-rated']),
    );
    // Earned on the dates of the past year's records, not on the day of the seed.
    const firstPaid = achievements.find((a: { code: string }) => a.code === 'first-paid-milestone');
    expect(Date.now() - Date.parse(firstPaid.earned_at)).toBeGreaterThan(250 * 86_400_000);
    const chart = (
      await call(app, 'GET', '/api/stats/fetch-chart-data', {
        token: ada.token,
        query: { metrics: 'earnings', range: '12m' },
      })
    ).body;
    const months = chart.series[0].points.filter((point: { y: number }) => point.y > 0);
    expect(months.length).toBeGreaterThanOrEqual(8);
  });

  it("shows Ada's portfolio of three items with images to a guest (decision 1370)", async () => {
    const { body } = await call(app, 'GET', '/api/review/fetch-portfolio', { query: { flid: 'ada' } });
    expect(body.items).toHaveLength(3);
    expect(body.items[0].images.length).toBeGreaterThan(0);
    const image = await app.inject({ method: 'GET', url: body.items[0].images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
  });

  // proves: LEDGER-WRITE
  it("writes the demo's money in the ledger: funded milestones held, paid ones released, and it reconciles (decision 2000)", async () => {
    const { rows } = (await app.services.db.execute(sql`
      SELECT m.status, count(*)::int AS milestones,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.subject_id = m.id AND e.kind = 'held'))::int AS held,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.subject_id = m.id AND e.kind = 'released'))::int AS released
      FROM milestones m GROUP BY m.status ORDER BY m.status`)) as unknown as {
      rows: { status: string; milestones: number; held: number; released: number }[];
    };
    for (const row of rows) {
      expect(row.held).toBe(row.status === 'PENDING' ? 0 : row.milestones);
      expect(row.released).toBe(row.status === 'PAID' ? row.milestones : 0);
    }
    expect(rows.find((row) => row.status === 'PAID')!.milestones).toBeGreaterThan(10);
    expect(reconcileReport(await reconcile(app.services.db, app.services.payments))).toEqual([
      '0 differences',
    ]);
  });

  it('makes Ada ready to receive money and Lin not ready', async () => {
    const ada = await signIn(app, 'ada@lancer.test', DEMO_PASSWORD);
    const lin = await signIn(app, 'lin@lancer.test', DEMO_PASSWORD);
    const adaProfile = (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: ada.token })).body;
    const linProfile = (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: lin.token })).body;
    expect(adaProfile.finance.income.ready_to_receive_money).toBe(true);
    expect(adaProfile.account.provider.accepting_request).toBe(true);
    expect(linProfile.finance.income.ready_to_receive_money).toBe(false);
    expect(linProfile.account.provider.expected_salary.hourly).toBe(0);
    const admin = await signIn(app, 'admin@lancer.test', DEMO_PASSWORD);
    expect(
      (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: admin.token })).body.role,
    ).toBe(8);
  });

  it('serves the seeded invoice as a page and as a PDF', async () => {
    const { token } = await signIn(app, 'client@lancer.test', DEMO_PASSWORD);
    const [sub] = (await call(app, 'GET', '/api/payment/fetch-subscription-payments', { token })).body.items;
    const page = await app.inject({ method: 'GET', url: sub.invoice_url });
    expect(page.body).toContain('Amount due 29.00 USD');
    const pdf = await app.inject({ method: 'GET', url: sub.pdf_url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: '/api/payments/sandbox/invoice/nope' })).statusCode).toBe(
      404,
    );
  });

  it("fills the console's report queue: Ada reported Lin's post and profile (decision 1504)", async () => {
    const admin = await signIn(app, 'admin@lancer.test', DEMO_PASSWORD);
    const queue = await call(app, 'GET', '/api/console/fetch-report-queue', { token: admin.token });
    expect(
      queue.body.items.map((item: { target_type: string; reason: string; status: string }) => [
        item.target_type,
        item.reason,
        item.status,
      ]),
    ).toEqual([
      ['job_post', 'off_platform', 'OPEN'],
      ['profile', 'spam', 'OPEN'],
    ]);
  });

  it("has Ada's jobs searches matched by the demo's open jobs, and the client's workers search", async () => {
    const ada = await signIn(app, 'ada@lancer.test', DEMO_PASSWORD);
    const searches = await call(app, 'GET', '/api/saved-search/fetch-saved-searches', {
      token: ada.token,
      query: { target: 'jobs' },
    });
    const counts = Object.fromEntries(
      searches.body.items.map((item: { name: string; match_count: number }) => [item.name, item.match_count]),
    );
    expect(counts['React shops']).toBeGreaterThan(0);
    expect(counts['Hourly data work']).toBeGreaterThan(0);
    const client = await signIn(app, 'client@lancer.test', DEMO_PASSWORD);
    const workers = await call(app, 'GET', '/api/saved-search/fetch-saved-searches', {
      token: client.token,
      query: { target: 'workers' },
    });
    expect(workers.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Designers ready to start',
    ]);
  });

  it("has the client's talent list with Lin on it, private to the client (decision 2201)", async () => {
    const client = await signIn(app, 'client@lancer.test', DEMO_PASSWORD);
    const lists = await call(app, 'GET', '/api/talent-list/fetch-talent-lists', { token: client.token });
    expect(
      lists.body.items.map((item: { name: string; provider_count: number }) => [
        item.name,
        item.provider_count,
      ]),
    ).toEqual([['Designers to ask', 1]]);
    const detail = await call(app, 'GET', '/api/talent-list/fetch-talent-list', {
      token: client.token,
      query: { talent_list_id: lists.body.items[0].id },
    });
    expect(detail.body.providers[0].provider.flid).toBe('lin');
    const ada = await signIn(app, 'ada@lancer.test', DEMO_PASSWORD);
    const hers = await call(app, 'GET', '/api/talent-list/fetch-talent-list', {
      token: ada.token,
      query: { talent_list_id: lists.body.items[0].id },
    });
    expect(hers.status).toBe(404);
  });

  it("has the client's direct offers to Lin, one waiting and one with changes asked, none open to Ada (decision 2202)", async () => {
    const client = await signIn(app, 'client@lancer.test', DEMO_PASSWORD);
    const sent = await call(app, 'GET', '/api/offer/fetch-offers', {
      token: client.token,
      query: { scope: 'sent', status: 'SENT,CHANGES_REQUESTED' },
    });
    type Row = {
      status: string;
      provider: { flid: string };
      hourly: unknown;
      messages: { kind: string; author: { flid: string } }[];
    };
    expect(
      (sent.body.items as Row[])
        .map((offer) => [offer.status, offer.provider.flid, offer.hourly ? 'hourly' : 'fixed'])
        .sort(),
    ).toEqual([
      ['CHANGES_REQUESTED', 'lin', 'fixed'],
      ['SENT', 'lin', 'hourly'],
    ]);
    const asked = (sent.body.items as Row[]).find((offer) => offer.status === 'CHANGES_REQUESTED')!;
    expect(asked.messages.map((message) => [message.kind, message.author.flid])).toEqual([
      ['changes_requested', 'lin'],
    ]);
    const ada = await signIn(app, 'ada@lancer.test', DEMO_PASSWORD);
    const hers = await call(app, 'GET', '/api/offer/fetch-offers', {
      token: ada.token,
      query: { scope: 'received', status: 'SENT,CHANGES_REQUESTED' },
    });
    expect(hers.body.items).toEqual([]);
  });
});
