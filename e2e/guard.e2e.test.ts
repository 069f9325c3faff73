import { afterAll, describe, expect, it } from 'vitest';

import { closeBrowser, openPage } from './browser';

afterAll(closeBrowser);

describe('a guest', () => {
  it('is sent from a role-protected page to /home, and finds the sign-in call to action there', async () => {
    const page = await openPage('/projects');
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Hire experts');
    await page.getByRole('button', { name: 'Sign in or create an account' }).click();
    await page.waitForURL('**/signin');
  });

  it('reaches /demo without a role', async () => {
    const page = await openPage('/demo');
    expect(new URL(page.url()).pathname).toBe('/demo');
  });

  it('gets a not-found page for an unknown path', async () => {
    const page = await openPage('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
  });
});
