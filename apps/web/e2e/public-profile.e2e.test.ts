import { chromium } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { chromiumArgs, chromiumPath } from '../../../.ci/chromium.ts';
import { closePages, openPage, recordPageProblems, waitForApp } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/public-profile-${name}.png`;
const profileUrl = () => new URL('/providers/ada', webUrl()).toString();

/** The page as a crawler or a link preview gets it: no script runs. */
async function rawPage(headers: Record<string, string>) {
  const response = await fetch(profileUrl(), { headers });
  return { status: response.status, html: await response.text() };
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

type Graph = { '@graph': { '@type': string; name?: string; ratingValue?: number; reviewCount?: number }[] };

describe('the public profile as served (decision 1330)', () => {
  it('is whole HTML before any script: name, reviews, job success, head tags and JSON-LD, in the language asked', async () => {
    const { status, html } = await rawPage({ 'accept-language': 'en-US,en;q=0.9' });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Ada Lovelace · Lancer</title>');
    // The markup itself, not only the head: her name as the heading, the job success, a seeded review.
    expect(html).toMatch(/<h1[^>]*>Ada Lovelace<\/h1>/);
    expect(html).toContain('Job success');
    expect(html).toContain('Ada found and fixed all three checkout bugs in two days');
    // PROFILE-WORK: the demo's completed project, its client having allowed it, with its amount.
    expect(html).toMatch(/Completed projects[\s\S]*Fix checkout bugs[\s\S]*\$450/);
    expect(html).toContain(`<link rel="canonical" href="${profileUrl()}" />`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:title')).toBe('Ada Lovelace · Lancer');
    expect(metaContent(html, 'og:url')).toBe(profileUrl());
    expect(metaContent(html, 'og:description')).toMatch(/^Ada Lovelace on Lancer: \$\d+\/h\./);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const graph = (JSON.parse(jsonLd!) as Graph)['@graph'];
    expect(graph.find((node) => node['@type'] === 'Person')?.name).toBe('Ada Lovelace');
    const rating = graph.find((node) => node['@type'] === 'AggregateRating');
    expect(rating?.reviewCount).toBeGreaterThan(0);
    expect(rating?.ratingValue).toBeGreaterThanOrEqual(1);

    // SHELL-LANGUAGE as for the prerendered pages: Accept-Language, and the stored choice's cookie first.
    const chinese = await rawPage({ 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(chinese.html).toContain('<html lang="zh-CN">');
    expect(chinese.html).toContain('工作成功率');
    expect(metaContent(chinese.html, 'og:locale')).toBe('zh_CN');
    const chosen = await rawPage({ 'accept-language': 'zh-CN', cookie: 'language=en' });
    expect(chosen.html).toContain('<html lang="en">');

    // PROFILE-HIDE: an unknown (or hidden) FLID is the app's page with 404, no profile in it.
    const unknown = await fetch(new URL('/providers/nobody-has-this-flid', webUrl()));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('application/ld+json');
  });

  it('a guest in a fresh browser sees her reviews and job success, hydrated without asking again', async () => {
    const page = await openPage('about:blank');
    const problems = recordPageProblems(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/review/')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto(profileUrl());
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    await page
      .getByRole('list', { name: 'Reviews received' })
      .getByText('Ada found and fixed all three checkout bugs in two days')
      .waitFor();
    await page.getByText('Job success', { exact: true }).waitFor();
    await page
      .getByText(/^\d+%$/)
      .first()
      .waitFor();
    // Her badges from achievements (11 finished projects: "Shipped" among them).
    await page.getByRole('heading', { level: 2, name: 'Badges' }).waitFor();
    await page.getByText('Shipped', { exact: true }).waitFor();
    // A guest is not offered to invite; the page came with its answers (no call, no hydration error).
    await expect(page.getByRole('link', { name: 'Invite to a job' }).count()).resolves.toBe(0);
    expect(calls).toEqual([]);
    await page.screenshot({ path: shot('en'), fullPage: true });
    expect(problems).toEqual([]);
  });

  it('a signed-in client is offered "Invite to a job", which finds her in Workers', async () => {
    const page = await signInAs('client@lancer.test');
    await page.goto(profileUrl());
    await waitForApp(page);
    await page.getByRole('link', { name: 'Invite to a job' }).click();
    await page.waitForURL('**/workers?find=ada');
    await page.getByRole('article', { name: 'Ada Lovelace' }).waitFor();
    await page.getByRole('button', { name: 'View profile of Ada Lovelace' }).click();
    await page.getByRole('dialog', { name: 'Ada Lovelace' }).waitFor();
  });

  // proves: SHELL-LANGUAGE
  it('opens in Chinese on a .cn host for an English browser', async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--host-resolver-rules=MAP lancer.cn 127.0.0.1'],
    });
    try {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const problems = recordPageProblems(page);
      await page.goto(`http://lancer.cn:${new URL(webUrl()).port}/providers/ada`);
      await waitForApp(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
      await page.getByText('工作成功率', { exact: true }).waitFor();
      await page
        .getByRole('list', { name: '收到的评价' })
        .getByText('Ada found and fixed all three checkout bugs in two days')
        .waitFor();
      await page.screenshot({ path: shot('zh'), fullPage: true });
      // Chromium's note on the test's plain-http .cn host (COOP needs https there), not the page's.
      expect(problems.filter((problem) => !problem.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
