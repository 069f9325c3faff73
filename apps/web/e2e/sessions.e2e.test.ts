import { createServer } from 'node:net';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumLaunchOptions } from '../../../.ci/chromium.ts';
import { startPair } from './global-setup';
import { signInOn } from './signin-helpers';

/** The access token's life on this file's own API: short, so that the test can outlive it. */
const ACCESS_TOKEN_TTL = 12;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let pair: ReturnType<typeof startPair>;
let browser: Browser;
let apiUrl = '';

beforeAll(async () => {
  // Its own API with a short access-token life (the shared one keeps the default 15 minutes),
  // and its own web app in front of it. No AI here: port 9 answers nothing.
  const [apiPort, webPort] = [await freePort(), await freePort()];
  apiUrl = `http://127.0.0.1:${apiPort}`;
  pair = startPair(0, 'http://127.0.0.1:9', {
    apiPort,
    webPort,
    apiEnv: { ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL) },
  });
  await pair.ready;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  pair?.stop();
});

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));

/** Seconds since the epoch at which a JWT expires. */
const expiryOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;

/**
 * Waits for the moment the access token the tabs share expires. The chat socket of each tab is
 * closed by the server at that moment and refreshes at once: the reloads race those refreshes,
 * as a user's reloads would.
 */
async function untilAccessTokenExpires(page: Page) {
  const { access } = await storedTokens(page);
  if (!access) throw new Error('The tabs were signed out before their access token expired');
  const wait = expiryOf(access) * 1000 - Date.now();
  expect(wait, 'the access token outlives the set-up').toBeGreaterThan(0);
  await page.waitForTimeout(wait);
}

/** Tabs of one browser window: one context, so one local storage and one set of Web Locks. */
async function tabsOnProjects(context: BrowserContext, count: number, email = 'client@lancer.test') {
  const first = await context.newPage();
  await first.goto(`${pair.webUrl}/signin`);
  await first.waitForFunction(() => document.documentElement.dataset.app === 'started');
  await signInOn(first, email);
  const pages = [first];
  for (let index = 1; index < count; index += 1) {
    const page = await context.newPage();
    await page.goto(`${pair.webUrl}/projects`);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    pages.push(page);
  }
  return pages;
}

describe('sessions that survive tabs', () => {
  it('three tabs reloading at the moment their access token expired all stay signed in, the refresh token still valid', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const tabs = await tabsOnProjects(context, 3);
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/user/signin/refresh-token')) refreshes.push(response.status());
    });
    await untilAccessTokenExpires(tabs[0]!);
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await tab.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      expect(new URL(tab.url()).pathname).toBe('/projects');
    }
    // No refresh was refused: under the Web Lock one tab rotates and the others take the pair it
    // stored; a rotation whose answer a reload cut off is let through by the server's grace.
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
    // From here no tab rotates the pair: their refreshes wait, never answered, until the tabs go
    // (with a 12-second access token they would go on rotating it while this check spends the
    // token it read). A rotation already on its way lands first.
    await context.route('**/api/user/signin/refresh-token', () => undefined);
    await tabs[0]!.waitForTimeout(1_500);
    const { refresh } = await storedTokens(tabs[0]!);
    expect(refresh).toBeTruthy();
    await context.close();
    // The stored refresh token still works (it is spent by this check: the test ends here).
    const answer = await fetch(`${apiUrl}/api/user/signin/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refresh }),
    });
    expect(answer.status).toBe(200);
  }, 180_000);

  it('a sign-out in one tab signs the others out; a sign-in in one signs the others in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const [first, second] = await tabsOnProjects(context, 2);
    await first!.goto(`${pair.webUrl}/signin`);
    await first!.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await first!.getByRole('button', { name: 'Sign out' }).click();
    // The other tab leaves its signed-in page without being touched.
    await second!.waitForURL(/\/home\/?$/);
    await second!.getByRole('link', { name: 'Sign in or create an account' }).waitFor();
    await first!.getByLabel('Email').waitFor();
    await signInOn(first!, 'client@lancer.test');
    await second!.goto(`${pair.webUrl}/projects`);
    await second!.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await context.close();
  }, 120_000);

  it('lists the signed-in devices, and a device signed out from another lands signed out at its next refresh', async () => {
    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      userAgent: chromeOnLinux,
    });
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
      userAgent: safariOnIphone,
    });
    const [here] = await tabsOnProjects(desktop, 1, 'ada@lancer.test');
    const [there] = await tabsOnProjects(phone, 1, 'ada@lancer.test');
    await here!.goto(`${pair.webUrl}/login/devices`);
    const list = here!.getByRole('list', { name: 'Signed-in devices' });
    const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
    await mine.getByText('Chrome on Linux').waitFor();
    await list.getByText('Safari on iOS').waitFor();
    await here!.screenshot({ path: 'test-results/e2e/signed-in-devices.png' });
    await here!.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await here!.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await list.getByText('Safari on iOS').waitFor({ state: 'detached' });
    // The phone keeps its access token until it expires (its chat socket is closed then and
    // refreshes at once): that refresh is refused and the phone lands signed out.
    await there!.waitForFunction(() => localStorage.getItem('refresh_token') === null, undefined, {
      timeout: (ACCESS_TOKEN_TTL + 30) * 1000,
    });
    await there!.goto(`${pair.webUrl}/projects`);
    await there!.waitForURL(/\/home\/?$/);
    // This device goes on.
    await here!.reload();
    await mine.waitFor();
    await desktop.close();
    await phone.close();
  }, 120_000);
});
