import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';

import { closePages } from './browser';
import { DEMO_PASSWORD, signInAs } from './signin-helpers';

afterAll(closePages);

const REASON = 'Asked a client to pay outside Lancer.';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/console-users-${name}.png`, fullPage: true });

/** Opens a page of the console from the header's Console menu (administrators only). */
async function openConsole(page: Page, item: 'Users' | 'Audit log') {
  await page.getByRole('button', { name: 'Console' }).hover();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('heading', { level: 1, name: item }).waitFor();
}

/** The password step of /signin for Lin, submitted. */
async function submitLinsPassword(page: Page) {
  await page.getByLabel('Email').fill('lin@lancer.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('the console suspends and reinstates a user (decision 1503)', () => {
  // proves: ACCOUNT-SUSPENDED
  it("ends Lin's session, tells her why at sign-in, lets her back in once reinstated; the audit log holds both", async () => {
    const lin = await signInAs('lin@lancer.test');
    const admin = await signInAs('admin@lancer.test');

    await openConsole(admin, 'Users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill('lin@lancer.test');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const list = admin.getByRole('list', { name: 'Users found' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button').click();
    const panel = admin.getByRole('region').filter({ hasText: 'lin@lancer.test' });
    await panel.getByRole('button', { name: 'Suspend…' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    const until = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    await dialog.getByLabel(/Suspended until/).fill(until);
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await panel.getByText(REASON).waitFor();
    await shot(admin, 'suspended');

    // Lin's open session ends at once, without her doing anything: the server closes her chat
    // socket (4403) and the app signs her out to the home page.
    await lin.waitForURL('**/home/');
    await shot(lin, 'signed-out');
    await lin.getByRole('link', { name: 'Sign in or create an account' }).click();
    await lin.waitForURL('**/signin');
    await submitLinsPassword(lin);
    await lin
      .getByText(/Your account is suspended until .*Reason: Asked a client to pay outside Lancer\./)
      .waitFor();
    await shot(lin, 'signin-refused');

    await panel.getByRole('button', { name: 'Reinstate…' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reinstate', exact: true }).click();
    await panel.getByText('Active').waitFor();

    await lin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await lin.waitForURL('**/projects');
    await lin.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

    await openConsole(admin, 'Audit log');
    const log = admin.getByRole('table', { name: 'Audit log' });
    await log.getByText('Suspended a user').waitFor();
    await log.getByText('Reinstated a user').waitFor();
    await expect(log.getByText(REASON).count()).resolves.toBe(1);
    await shot(admin, 'audit-log');
  });
});
