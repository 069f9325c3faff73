import type { Page } from 'playwright';

import { PUBLISHED_DEMO_ADMIN_TOTP_SECRET } from '@lancer/api/constants';
import { totpCode } from '@lancer/api/rules/second-factor';
import { needsSecondFactor } from '@lancer/api/rules/signin-answer';
import type { SigninAnswer, SigninResult } from '@lancer/api/schemas/signin';

import { storageKeys } from '../src/lib/storage-keys';
import { openPage, type Screen } from './browser';
import { lastCodeMailedTo } from './mail';
import { webUrl } from './server';

export const DEMO_PASSWORD = 'lancer-demo-1';
const STEP_MS = 30_000;

const post = async (path: string, body: unknown) => {
  const response = await fetch(new URL(path, webUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, status: response.status, text: await response.text() };
};

/** The last 30-second step whose code signed the demo administrator in from this process. */
let lastAdminStep = 0;

/**
 * The demo administrator's second factor (decision 1026): a code of its published key, each step
 * once (the server refuses a step used before). A code of the step before, now or after is taken,
 * so three sign-ins go at once; a fourth waits for the next step.
 */
async function adminFactorStep(email: string, ticket: string): Promise<SigninResult> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now - 1, lastAdminStep + 1);
    if (step > now + 1) {
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
      continue;
    }
    lastAdminStep = step;
    const code = totpCode(PUBLISHED_DEMO_ADMIN_TOTP_SECRET, step * STEP_MS);
    const answer = await post('/api/user/signin/signin-with-second-factor', {
      email,
      factor_ticket: ticket,
      code,
    });
    if (answer.ok) return JSON.parse(answer.text) as SigninResult;
    // Another worker's sign-in took this step: the next one.
    if (!answer.text.includes('INVALID_AUTH_CODE'))
      throw new Error(`The second factor of ${email} answered ${answer.status}: ${answer.text}`);
  }
  throw new Error(`No code of the demo administrator's key signed ${email} in`);
}

/** A demo user's sign-in answer with the demo password, through its second factor when it has one. */
export async function demoSignin(email: string): Promise<SigninResult> {
  const answer = await post('/api/user/signin/signin-with-email-and-password', {
    email,
    password: DEMO_PASSWORD,
  });
  if (!answer.ok) throw new Error(`Signing ${email} in answered ${answer.status}: ${answer.text}`);
  const result = JSON.parse(answer.text) as SigninAnswer;
  return needsSecondFactor(result) ? adminFactorStep(email, result.factor_ticket) : result;
}

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
  const result = await demoSignin(email);
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
