import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { totpCode } from '@lancer/api/rules/second-factor';

import { closePages, openPage } from './browser';
import { webUrl } from './server';
import { logOut, signUpOn } from './signin-helpers';

afterAll(closePages);

const PASSWORD = 'a-long-secret-1';
const STEP_MS = 30_000;

/** A new account signed up on the sign-in screen. */
async function signUp(email: string) {
  const page = await openPage('/signin');
  await signUpOn(page, email, PASSWORD);
  return page;
}

/** The password step of a new sign-in, up to the second factor's step. */
async function passwordThenFactorStep(email: string) {
  const page = await openPage('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  return page;
}

async function typeFactorCode(page: Page, code: string) {
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('a second factor against the real API', () => {
  it('turns on an authenticator app, then asks for its code after the password; a recovery code works once', async () => {
    const email = `factor-${Date.now()}@lancer.test`;
    const page = await signUp(email);

    // Turn it on: the test is the authenticator app, computing codes from the shown key.
    await page.goto(new URL('/login/security', webUrl()).href);
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await page.getByRole('img', { name: 'QR code of the setup key' }).waitFor();
    const secret = (await page.getByLabel('Setup key', { exact: true }).textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    const codeList = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codeList.first().waitFor();
    const codes = await codeList.allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 recovery codes left.').waitFor();
    await logOut(page);

    // Password, then a wrong code (refused with the tries left), then the app's next code.
    const second = await passwordThenFactorStep(email);
    await typeFactorCode(second, 'not-a-code');
    await second.getByText('Wrong code. 4 tries left.').waitFor();
    expect(second.url()).toContain('/signin');
    await typeFactorCode(second, totpCode(secret, Date.now() + STEP_MS));
    await second.waitForURL('**/projects');
    await logOut(second);

    // A recovery code signs in once and says how many remain.
    const third = await passwordThenFactorStep(email);
    await typeFactorCode(third, codes[0]!);
    await third.getByText('9 recovery codes remain.', { exact: false }).waitFor();
    await third.getByRole('button', { name: 'Continue' }).click();
    await third.waitForURL('**/projects');
    await logOut(third);

    const fourth = await passwordThenFactorStep(email);
    await typeFactorCode(fourth, codes[0]!);
    await fourth.getByText(/^Wrong code\. \d+ tr(y|ies) left\.$/).waitFor();
    expect(fourth.url()).toContain('/signin');
  });
});
