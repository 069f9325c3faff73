import { chromium, type Browser, type Page } from 'playwright';
import path from 'node:path';

import { onTestFailed } from 'vitest';

import { chromiumLaunchOptions } from '../../../.ci/chromium.ts';
import { webUrl } from './server';

let browser: Browser | undefined;

export async function openPage(target: string): Promise<Page> {
  browser ??= await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
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
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}
