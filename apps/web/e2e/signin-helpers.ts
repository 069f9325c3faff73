import type { Page } from 'playwright';

import type { SigninResult } from '@lancer/api/schemas/signin';

import { storageKeys } from '../src/lib/storage-keys';
import { openPage, type Screen } from './browser';
import { lastCodeMailedTo } from './mail';
import { webUrl } from './server';

export const DEMO_PASSWORD = 'lancer-demo-1';

/**
 * A demo user signed in, on Projects or on the page `at`. The sign-in is made through the API and
 * handed to a fresh browser as the web app keeps it (STORAGE-KEYS), as a second tab finds it: the
 * sign-in screen itself is walked by signin.e2e.test.ts and signInOn, not again by every test that
 * only needs someone signed in. A test about another page opens it first rather than load Projects
 * on the way.
 */
export async function signInAs(
  email: string,
  options: Screen | { screen?: Screen; at?: string } = {},
): Promise<Page> {
  const { screen = 'desktop', at = '/projects' } =
    typeof options === 'string' ? { screen: options } : options;
  const response = await fetch(new URL('/api/user/signin/signin-with-email-and-password', webUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Signing ${email} in answered ${response.status}: ${await response.text()}`);
  const result = (await response.json()) as SigninResult;
  const page = await openPage(at, screen, {
    [storageKeys.identity]: result.identity,
    [storageKeys.accessToken]: result.access_token,
    [storageKeys.refreshToken]: result.refresh_token,
    [storageKeys.signinResult]: JSON.stringify(result),
    // No logged-in flag: the guard then restores the user store from the stored result
    // (GUARD-RESTORE), identity included, as it does for a sign-in another tab made.
    [storageKeys.loggedOut]: '0',
  });
  if (at === '/projects') await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
  return page;
}

/** Signs a demo user in on the sign-in screen this page shows, and waits for Projects on screen. */
export async function signInOn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/projects');
  // The address changes before React shows the page (the router renders in a transition): until
  // then the sign-in page, with a header of its own, is still on screen, and a click on its user
  // menu is lost when it goes.
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
}

/**
 * A new account signed up on the sign-in screen this page shows (the code from the outbox, a
 * password, a user ID), up to Projects.
 */
export async function signUpOn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByLabel('Code').fill(await lastCodeMailedTo(email, 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByLabel('Lancer user ID').fill(`user${Date.now() % 100000}`);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/projects');
}

/** Logs out from the account menu, and waits for the home page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/home/');
}
