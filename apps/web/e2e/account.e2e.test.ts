import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('account screens against the real API', () => {
  // proves: SHELL-USER-MENU
  it('the user menu lists the spec entries in order and navigates', async () => {
    const page = await signInAs('client@lancer.test');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items.map((text) => text.trim())).toEqual([
      'Login',
      'Personal',
      'Payment Details',
      'Achievement',
      'Work',
      'History',
      // The theme submenu (SHELL-THEME, decision 1900), an extension, just before Log out.
      'Theme',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'Payment Details' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await page.waitForURL('**/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
  });

  // proves: ACCEPTING-HEADER-TOGGLE, SALARY-SWITCHES-ON
  it('a provider who is not ready is sent to Work by the badge; setting a rate switches accepting requests on', async () => {
    const page = await signInAs('lin@lancer.test');
    await page.getByRole('link', { name: /Become a service provider/ }).click();
    await page.waitForURL('**/work');
    const accepting = page.getByRole('switch', { name: 'Accept new requests' });
    await expect(accepting.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Hourly rate (USD)').fill('40');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await page.getByText('Rate saved. You are accepting requests.').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
    );
    await page.reload();
    await page.getByRole('switch', { name: 'Accept new requests', checked: true }).waitFor();
  });

  it('a client removes a saved card after confirming', async () => {
    const page = await signInAs('client@lancer.test', { at: '/billing' });
    await page.getByText('mastercard ending in 4444').waitFor();
    await page.getByRole('button', { name: 'Remove' }).nth(1).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Remove/ })
      .click();
    await page.getByText('mastercard ending in 4444').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('visa ending in 4242').waitFor();
    await expect(page.getByText('mastercard ending in 4444').count()).resolves.toBe(0);
  });
});
