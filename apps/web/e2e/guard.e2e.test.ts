import { afterAll, describe, expect, it } from 'vitest';

import { closeBrowser, openPage } from './browser';

afterAll(closeBrowser);

describe('a guest', () => {
  // proves: ROLE-SIGNED-IN-PAGES, GUARD-ROLES
  it('is sent from a role-protected page to /home, and finds the sign-in call to action there', async () => {
    const page = await openPage('/projects');
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
    await page.getByRole('button', { name: 'Sign in or create an account' }).click();
    await page.waitForURL('**/signin');
  });

  // proves: ROUTE-DEMO
  it('reaches /demo without a role', async () => {
    const page = await openPage('/demo');
    expect(new URL(page.url()).pathname).toBe('/demo');
  });

  it('gets a not-found page for an unknown path', async () => {
    const page = await openPage('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe(
      '/home',
    );
  });
});
