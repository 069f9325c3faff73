import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import path from 'node:path';

import { onTestFailed } from 'vitest';

import { chromiumLaunchOptions } from '../../../.ci/chromium.ts';
import { webUrl } from './server';

let browser: Browser | undefined;

/** A desktop window by default; `phone` is a 390 px touch screen. */
export type Screen = 'desktop' | 'phone';
const screens: Record<Screen, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/**
 * A fresh browser (context) on `target`; `localStorage` is what the web app's origin holds before
 * the first page loads (a sign-in made through the API, see signin-helpers.ts).
 */
export async function openPage(
  target: string,
  screen: Screen = 'desktop',
  localStorage: Record<string, string> = {},
): Promise<Page> {
  browser ??= await chromium.launch(chromiumLaunchOptions());
  const origin = new URL(webUrl()).origin;
  const context = await browser.newContext({
    ...screens[screen],
    locale: 'en-US',
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
  const page = await context.newPage();
  // A failed test leaves a screenshot of what the user saw under test-results/e2e/.
  onTestFailed(async ({ task }) => {
    const file = path.join(
      import.meta.dirname,
      '../../../test-results/e2e',
      `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`,
    );
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  });
  await page.goto(new URL(target, webUrl()).toString());
  if (target !== 'about:blank') await waitForApp(page);
  return page;
}

/**
 * A prerendered page shows its form before the app has started (decision 0702): wait for the app,
 * as typing into the page before it would be lost.
 */
export async function waitForApp(page: Page) {
  // Set by the app's first commit (app.tsx): React hydrates in a transition, in slices (decision
  // 0726), so anything earlier would only say that the hydration was scheduled.
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
}

/**
 * Collects what goes wrong on a page from now on, each with its path: page errors (a hydration
 * mismatch is one) and console errors (a Trusted Types or CSP violation logs one).
 */
export function recordPageProblems(page: Page): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (error) => problems.push(`${where()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where()}: ${message.text()}`);
  });
  return problems;
}

/**
 * Closes every window the file opened. The browser itself stays for the worker's next file (the
 * files of a worker share modules, `isolate: false`): launching Chromium again for each of ~45
 * files was work done twice; Playwright closes it when the worker exits.
 */
export async function closePages() {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}
