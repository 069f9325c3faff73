import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage, waitForApp } from './browser';
import { lastCodeMailedTo } from './mail';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/e2e-sandbox-${name}.png` });

// Decision 1000: the end-to-end API runs on the sandbox gateway and the log, and every page says so.
describe('the sandbox banner, against the real API', () => {
  it('shows on a public page and a signed-in page, and the code step says where the code went', async () => {
    const home = await openPage('/home');
    await waitForApp(home);
    const banner = home.getByRole('region', { name: 'Sandbox' });
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Sandbox · Payments are simulated · Mail is not sent');
    // It sits on the window's bottom edge.
    const box = await banner.boundingBox();
    const height = await home.evaluate(() => window.innerHeight);
    expect(Math.round(box!.y + box!.height)).toBe(height);
    await shot(home, 'home');

    const client = await signInAs('client@lancer.test');
    await client.getByRole('region', { name: 'Sandbox' }).waitFor();
    await shot(client, 'projects');

    // A new address gets a code: the screen says it is in the server's log, and it is.
    const signin = await openPage('/signin');
    await waitForApp(signin);
    const email = `sandbox-${Date.now()}@example.com`;
    await signin.getByLabel('Email').fill(email);
    await signin.getByRole('button', { name: 'Continue' }).click();
    await signin
      .getByText(`This server sends no mail: the 6-digit code for ${email} is in the server's log`)
      .waitFor();
    expect(await lastCodeMailedTo(email)).toMatch(/^\d{6}$/);
    await shot(signin, 'signin-code');
  });
});
