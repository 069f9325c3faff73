import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage } from './browser';
import { lastCodeMailedTo } from './mail';

afterAll(closePages);

describe('sign-in against the real API', () => {
  // proves: SIGNIN-EFFECTS, STORAGE-KEYS, LOGOUT-EFFECTS, ROUTE-AFTER-LOGOUT, SHELL-PRODUCT-NAME
  it('a demo client signs in with a password, lands on Projects, and logs out to /home/', async () => {
    const page = await openPage('/signin');
    await page.getByLabel('Email').fill('client@lancer.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('lancer-demo-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('button', { name: /Workspaces/ }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('has_lancer_logged_in'))).resolves.toBe('1');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/home/');
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    await expect(page.evaluate(() => localStorage.getItem('has_lancer_logged_out'))).resolves.toBe('1');
  });

  // proves: MSG-PASSWORD-MISMATCH
  it('a wrong password shows the spec message and stays on the sign-in step', async () => {
    const page = await openPage('/signin');
    await page.getByLabel('Email').fill('client@lancer.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText("Password doesn't match").waitFor();
    expect(page.url()).toContain('/signin');
  });

  // proves: SIGNIN-ORDER, SHELL-PRODUCT-NAME
  it('a new email signs up: code from the outbox, set password, review the user ID, signed in', async () => {
    const email = `new-${Date.now()}@lancer.test`;
    const page = await openPage('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByLabel('Code').fill(await lastCodeMailedTo(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Set a password' }).waitFor();
    await page.getByLabel('New password').fill('a-long-secret-1');
    await page.getByLabel('Confirm password').fill('a-long-secret-1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { name: 'Review your user ID' }).waitFor();
    await page.getByLabel('Lancer user ID').fill(`newbie${Date.now() % 100000}`);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/projects');
  });

  // proves: MSG-INVALID-AUTH-CODE
  it('a wrong code shows "Invalid auth code"', async () => {
    const email = `wrong-${Date.now()}@lancer.test`;
    const page = await openPage('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const mailed = await lastCodeMailedTo(email);
    await page.getByLabel('Code').fill(mailed === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid auth code').waitFor();
  });
});

describe('where a sign-in ends (rules/signin-destination)', () => {
  async function signInFrom(target: string) {
    const page = await openPage(target);
    await page.getByLabel('Email').fill('client@lancer.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('lancer-demo-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    return page;
  }

  it('follows a ?redirectTo inside the app', async () => {
    const page = await signInFrom('/signin?redirectTo=%2Fpayment');
    await page.waitForURL((url) => url.pathname === '/payment');
  });

  it('refuses a ?redirectTo to another host and goes to Projects', async () => {
    const page = await signInFrom('/signin?redirectTo=%2F%5Cevil.test');
    await page.waitForURL((url) => url.pathname === '/projects');
    expect(new URL(page.url()).host).not.toBe('evil.test');
  });
});
