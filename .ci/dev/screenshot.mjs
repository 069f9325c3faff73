#!/usr/bin/env node
/**
 * Dev aid: screenshot a URL in Debian's Chromium, signed out or signed in as a demo account.
 *
 *   node .ci/dev/screenshot.mjs URL out.png [width] [height]
 *   SIGN_IN_AS=client@lancer.test node .ci/dev/screenshot.mjs http://127.0.0.1:5173/projects out.png
 *
 * Signing in goes through /signin of the URL's origin with the demo password (DEMO_PASSWORD).
 */
import { chromium } from 'playwright';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (message) => message.type() === 'error' && console.log('console error:', message.text()));
if (process.env.SIGN_IN_AS) {
  await page.goto(new URL('/signin', url).href);
  await page.getByLabel('Email').fill(process.env.SIGN_IN_AS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'lancer-demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/signin'));
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => document.fonts.ready);
console.log('final url:', page.url());
await page.screenshot({ path: out, fullPage: true });
await browser.close();
