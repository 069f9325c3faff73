import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { webUrl } from './server';
import { DEMO_PASSWORD, signInAs } from './signin-helpers';

afterAll(closePages);

const AMOUNT = 432_100;
const shot = (name: string) => `/tmp/s16-insight-${name}.png`;

/** A signed-in API caller for the steps the test drives without a screen. */
async function apiAs(email: string) {
  const signin = await fetch(`${webUrl()}/api/user/signin/signin-with-email-and-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  return async (path: string, body?: unknown) => {
    const response = await fetch(`${webUrl()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path} -> ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** Grace posts a job, Lin's proposal is accepted, and its one milestone runs to PAID. */
async function payLinOneMilestone() {
  const grace = await apiAs('client@lancer.test');
  const lin = await apiAs('lin@lancer.test');
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const request = await grace('/api/request/create-request', {
    title: 'Icon set for the app',
    description_html: '<p>Twenty icons in one style.</p>',
    category: 'design',
    skills: ['figma'],
    budget_type: 'fixed',
    budget_min_cents: 300_000,
    budget_max_cents: 500_000,
    expected_duration: 'less_than_1_week',
  });
  const proposal = await lin('/api/proposal/create-proposal', {
    request_id: request.id,
    price_cents: AMOUNT,
    duration_days: 7,
    payment_plan: 'per_milestone',
    milestones: [{ title: 'All twenty icons', amount_cents: AMOUNT, due_date: due }],
  });
  await grace('/api/proposal/accept-proposal', { proposal_id: proposal.id });
  const { project } = await lin('/api/proposal/confirm-proposal', { proposal_id: proposal.id });
  const detail = await grace(`/api/project/fetch-project?project_id=${project.id}`);
  const milestone_id = detail.milestones[0].id;
  const funded = await grace('/api/milestone/fund-milestone', {
    milestone_id,
    method: 1,
    idempotency_key: `e2e-insight-fund-${Date.now()}`,
  });
  await lin('/api/payment/confirm-payment', { payment_id: funded.payment.id });
  await lin('/api/milestone/start-milestone', { milestone_id });
  await lin('/api/milestone/deliver-milestone', { milestone_id, note: 'Icons attached.' });
  await grace('/api/milestone/approve-milestone', { milestone_id });
  await grace('/api/milestone/pay-milestone', {
    milestone_id,
    idempotency_key: `e2e-insight-pay-${Date.now()}`,
  });
}

describe('insight against the real API', () => {
  // proves: ACHIEVEMENTS-DERIVED
  it("a paid milestone shows in the provider's earnings chart, statistics and first-paid-milestone badge", async () => {
    const page = await signInAs('lin@lancer.test', { at: '/achievements' });
    const inProgress = page.locator('section', { has: page.getByRole('heading', { name: 'In progress' }) });
    await inProgress.getByRole('heading', { name: 'First paid milestone' }).waitFor();
    const badgeBefore = await page
      .locator('section', { has: page.getByRole('heading', { name: 'Badges earned' }) })
      .getByRole('heading', { name: 'First paid milestone' })
      .count();
    expect(badgeBefore).toBe(0);

    await payLinOneMilestone();

    await page.reload();
    const earned = page.locator('section', { has: page.getByRole('heading', { name: 'Badges earned' }) });
    const badge = earned.getByRole('listitem').filter({ hasText: 'First paid milestone' });
    await badge.waitFor();
    const today = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    expect(await badge.textContent()).toContain(`Earned ${today}`);
    const earnings = page.locator('[data-slot="stat"]', { hasText: 'Earnings' });
    expect(await earnings.locator('[data-slot="stat-value"]').textContent()).toBe('$4,321.00');
    await page.screenshot({ path: shot('achievements'), fullPage: true });

    await page.goto(page.url().replace('/achievements', '/data-visualization'));
    const card = page.getByRole('region', { name: 'Earnings' });
    await card.getByText('$4,321.00').first().waitFor();
    await card.getByRole('tab', { name: 'Table' }).click();
    const todayCell = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    const row = card.getByRole('row').filter({ hasText: todayCell }).first();
    expect(await row.textContent()).toContain('$4,321.00');
    await page.screenshot({ path: shot('data-visualization'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Metric,Unit,Period start,Value,Previous period start,Previous value');
    expect(csv).toMatch(new RegExp(`Earnings,USD,${new Date().toISOString().slice(0, 10)},4321\\.00,`));
  });

  it('a year of demo history: Ada sees twelve months of earnings and her badges', async () => {
    const page = await signInAs('ada@lancer.test', { at: '/data-visualization' });
    await page.getByRole('region', { name: 'Earnings' }).waitFor();
    await page.getByRole('radio', { name: '12 months' }).click();
    await page.getByRole('radio', { name: 'Month', exact: true, checked: true }).waitFor();
    const card = page.getByRole('region', { name: 'Earnings' });
    await card.getByRole('tab', { name: 'Table' }).click();
    const rows = card.getByRole('row');
    await expect(rows.count()).resolves.toBe(13);
    const paidMonths = await rows.evaluateAll(
      (cells) => cells.slice(1).filter((row) => !row.children[1]?.textContent?.startsWith('$0.00')).length,
    );
    expect(paidMonths).toBeGreaterThanOrEqual(8);
    await card.getByRole('tab', { name: 'Chart' }).click();
    await page.waitForTimeout(2_000); // the chart's drawing animation
    // Count charts tick whole numbers only (the value axis's labels are right-aligned).
    const projectTicks = await page
      .getByRole('region', { name: 'Projects' })
      .locator('.recharts-cartesian-axis-tick-value[text-anchor="end"]')
      .allTextContents();
    expect(projectTicks.length).toBeGreaterThan(1);
    expect(projectTicks.every((tick) => /^\d+$/.test(tick))).toBe(true);
    await page.screenshot({ path: shot('data-visualization-12m'), fullPage: true });
    await page.goto(page.url().replace('/data-visualization', '/achievements'));
    await page.getByRole('heading', { name: 'Top rated' }).waitFor();
    await page.screenshot({ path: shot('achievements-ada'), fullPage: true });

    // Her badges also show on her public profile, in the client's Workers sheet.
    const client = await signInAs('client@lancer.test', { at: '/workers' });
    await client.getByLabel('Name or skill').fill('Ada');
    await client.getByRole('button', { name: 'Search', exact: true }).click();
    await client.getByRole('button', { name: 'View profile of Ada Lovelace' }).click();
    const badges = client
      .getByRole('dialog', { name: 'Ada Lovelace' })
      .getByRole('region', { name: 'Badges' });
    await badges.getByText('Top rated').waitFor();
    await client.screenshot({ path: shot('worker-sheet-badges-ada'), fullPage: true });
  });
});
