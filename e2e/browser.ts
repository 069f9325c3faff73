import { chromium, type Browser, type Page } from 'playwright';
import { inject } from 'vitest';

import { chromiumLaunchOptions } from '../scripts/chromium.ts';

let browser: Browser | undefined;

export async function openPage(path: string): Promise<Page> {
  browser ??= await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(new URL(path, inject('webUrl')).toString());
  return page;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}
