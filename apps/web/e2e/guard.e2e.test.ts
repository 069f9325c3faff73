import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage } from './browser';
import { signInOn } from './signin-helpers';

afterAll(closePages);

describe('a guest', () => {
  // proves: ROLE-SIGNED-IN-PAGES, GUARD-ROLES
  it('is sent from a role-protected page to /home, and finds the sign-in call to action there', async () => {
    const page = await openPage('/projects');
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
    await page.getByRole('link', { name: 'Sign in or create an account' }).click();
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
      '/home/',
    );
  });
});

describe('a signed-in user whose role changes', () => {
  // proves: GUARD-EACH-ROUTE, GUARD-ROLES
  it('is refused the next signed-in page once the server answers a role without PERSONAL or ADMINISTRATOR', async () => {
    const page = await openPage('/signin');
    // The account is made BUSINESS-only while the client is on Projects: the profile says so.
    let release = () => {};
    const onProjects = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/profile/fetch-profile', async (route) => {
      const answer = await route.fetch();
      const profile = (await answer.json()) as object;
      await onProjects;
      await route.fulfill({ response: answer, json: { ...profile, role: 2 } });
    });
    await signInOn(page, 'client@lancer.test');
    release();
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('lancer-user-store') ?? '{}').state?.role === 2,
    );
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: /Hire experts/ }).waitFor();
  });
});
