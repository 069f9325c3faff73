import { chromium } from 'playwright';
const [base, email, path, out] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
await page.goto(base + '/signin');
await page.getByLabel('Email').fill(email);
await page.getByRole('button', { name: 'Continue' }).click();
await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'lancer-demo-1');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL('**/projects');
await page.goto(base + path);
await page.waitForLoadState('networkidle');
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: out, fullPage: false });
console.log('at', page.url());
await browser.close();
