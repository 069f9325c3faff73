import { afterAll, expect, it } from 'vitest';

import { paths } from '../src/config/paths';
import { closeBrowser, waitForApp } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closeBrowser);

/** Every route without a required parameter in its path (34), as a signed-in user opens it from the address bar. */
const routes = Object.values(paths)
  .map((route) => route.path.replace(/\/:\w+\?$/, ''))
  .filter((path) => !path.includes(':') && path !== '/')
  .map((path) => (path === paths.products.path ? `${path}/collaborators` : path));

// Trusted Types are enforced (decision 0718): a library that writes markup as a string throws on
// whichever screen uses it, and no story runs under that policy. This opens every screen as it is
// served, with its data, and fails on a page error, a console error or a policy violation.
// The client and a provider see different screens behind the same routes (their projects, the
// provider hub, the work page).
it.each(['client@lancer.test', 'ada@lancer.test'])(
  'opens every screen as %s without a page error, a console error or a policy violation',
  async (email) => {
    const page = await signInAs(email);
    const problems: string[] = [];
    const where = () => new URL(page.url()).pathname;
    page.on('pageerror', (error) => problems.push(`${where()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${where()}: ${message.text()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`policy violation: ${event.effectiveDirective} ${event.sample}`),
      ),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      await page.goto(new URL(route, webUrl()).toString());
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  },
  180_000,
);
