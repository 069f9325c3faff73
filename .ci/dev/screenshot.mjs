#!/usr/bin/env node
/** Dev aid: screenshot a URL in Debian's Chromium. Usage: node .ci/dev/screenshot.mjs URL out.png [width] [height] */
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
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => document.fonts.ready);
console.log('final url:', page.url());
await page.screenshot({ path: out, fullPage: true });
await browser.close();
