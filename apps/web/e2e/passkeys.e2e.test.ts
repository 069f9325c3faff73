import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { chromiumLaunchOptions } from '../../../.ci/chromium.ts';
import { waitForApp } from './browser';
import { webUrl } from './server';
import { logOut, signUpOn } from './signin-helpers';

const PASSWORD = 'a-long-secret-1';

let browser: Browser | undefined;
afterAll(() => browser?.close());

/**
 * The app on localhost, a relying party outside production (decision 1025): a browser makes no
 * passkey for a page on an IP address such as 127.0.0.1.
 */
const onLocalhost = (path: string) => {
  const url = new URL(path, webUrl());
  url.hostname = 'localhost';
  return url.href;
};

/**
 * A page with a virtual authenticator (the DevTools WebAuthn domain): a platform authenticator
 * that keeps passkeys (resident keys) and verifies its user, as a laptop's fingerprint reader does.
 */
async function pageWithAuthenticator(): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  browser ??= await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { page, cdp, authenticatorId };
}

async function open(page: Page, path: string) {
  await page.goto(onLocalhost(path));
  await waitForApp(page);
}

describe('passkeys against the real API', () => {
  it('adds a passkey, signs out, signs in with it without a password, and removes it', async () => {
    const { page, cdp, authenticatorId } = await pageWithAuthenticator();
    const email = `passkey-${Date.now()}@lancer.test`;
    await open(page, '/signin');
    await signUpOn(page, email, PASSWORD);

    // Add a passkey in the login settings: the authenticator keeps it.
    await open(page, '/login/security');
    await expect(page.getByText('No passkeys yet.').waitFor()).resolves.toBeUndefined();
    await page.getByLabel('Passkey name').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey “Test laptop” added.').waitFor();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Test laptop').waitFor();
    await expect(list.getByText(/not used yet/).isVisible()).resolves.toBe(true);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');
    await logOut(page);

    // Sign in with it from the email field's autofill (conditional UI): the offer starts when the
    // visitor comes to the field, and the authenticator answers it, as a person picking the passkey
    // there does; nothing is typed.
    await open(page, '/signin');
    await page.getByLabel('Email').click();
    await page.waitForURL('**/projects');
    await logOut(page);

    // And from the button, in a browser that offers no passkeys in autofill: still nothing typed.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await open(page, '/signin');
    await expect(page.getByLabel('Email').getAttribute('autocomplete')).resolves.toBe('username webauthn');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/projects');
    const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(used!.signCount).toBeGreaterThanOrEqual(2);

    // The list says it was used; removing it asks first, then it is gone.
    await open(page, '/login/security');
    await list.getByText(/last used/).waitFor();
    await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Remove this passkey?').waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No passkeys yet.').waitFor();
    await logOut(page);

    // The authenticator still holds it, but the account no longer takes it.
    await open(page, '/signin');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('This passkey was not accepted. Try again or sign in with your email.').waitFor();
    expect(page.url()).toContain('/signin');
  });
});
