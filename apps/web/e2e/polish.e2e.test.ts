import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage, waitForApp, type Screen } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `/tmp/polish-${name}.png`;

/**
 * What the first frame shows: read in the first animation frame, which runs right before the
 * browser's first paint (nothing is painted while the stylesheet still blocks rendering).
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const body = document.body ?? document.documentElement;
      (window as { firstFrame?: object }).firstFrame = {
        className: document.documentElement.className,
        background: getComputedStyle(body).backgroundColor,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page.evaluate(() => (window as { firstFrame?: { className: string; background: string } }).firstFrame);

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The light and dark page backgrounds, as the browser computes them (the tokens are oklch). */
const lightBackground = 'oklch(1 0 0)';
const darkBackground = 'oklch(0.17 0.015 265)';

describe('everyday polish, against the real server', () => {
  for (const screen of ['desktop', 'phone'] as Screen[]) {
    // proves: SHELL-THEME
    it(`keeps a chosen dark theme across a reload, dark from the first paint (${screen})`, async () => {
      const page = await openPage('about:blank', screen);
      await page.emulateMedia({ colorScheme: 'light' });
      await recordFirstFrame(page);
      await page.goto(new URL('/home', webUrl()).toString());
      await waitForApp(page);
      expect(await firstFrame(page)).toMatchObject({ background: lightBackground });

      await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
      expect(await background(page)).toBe(darkBackground);

      await page.reload();
      await waitForApp(page);
      // The stored choice is on <html> before the first frame: no flash of the light page.
      expect(await firstFrame(page)).toEqual({ className: 'dark', background: darkBackground });
      await expect(page.getByRole('combobox', { name: 'Theme' }).inputValue()).resolves.toBe('dark');
      await page.screenshot({ path: shot(`dark-${screen}`), fullPage: true });
      await page.context().close();
    });
  }

  // proves: SHELL-THEME
  it('follows the system theme with no choice stored: a prerendered page is dark from the first paint', async () => {
    const page = await openPage('about:blank');
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstFrame(page);
    await page.goto(new URL('/about', webUrl()).toString());
    await waitForApp(page);
    expect(await firstFrame(page)).toEqual({ className: '', background: darkBackground });
    // Light chosen over the dark system: the class wins over the media query.
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    expect(await background(page)).toBe(lightBackground);
    await page.context().close();
  });

  it('opens the command palette with Ctrl+K on a signed-in page: "jobs", Enter lands on /jobs; "?" shows the shortcuts', async () => {
    const page = await signInAs('client@lancer.test');
    await page.waitForURL('**/projects');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Command palette' });
    await search.waitFor();
    await page.keyboard.type('jobs');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jobs');
    await page.locator('header a[aria-current="page"]', { hasText: 'Jobs' }).waitFor();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /jobs/i }).waitFor();
    expect(await search.count()).toBe(0);
    await page.screenshot({ path: shot('palette-jobs') });
    // "?" outside a text field: the sheet of shortcuts; Escape closes it.
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText('Open the command palette').waitFor();
    await page.screenshot({ path: shot('shortcuts') });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it('shows a bar along the top while a page change waits for its code, gone when the page is there', async () => {
    const page = await openPage('/home');
    // The About page's code arrives a second late, as on a slow network.
    await page.route(/\/assets\/about-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await bar.waitFor();
    await page.screenshot({ path: shot('page-change-progress') });
    await page
      .getByRole('heading', { level: 1, name: 'A marketplace where both sides are protected' })
      .waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/about');
  });
});
